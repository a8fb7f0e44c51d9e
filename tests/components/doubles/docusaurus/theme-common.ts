// The hooks of @docusaurus/theme-common the components use, without the theme's providers.
import type {useColorMode as useColorModeType, usePluralForm as usePluralFormType} from '@docusaurus/theme-common';

export const useColorMode = (() => ({colorMode: 'light', setColorMode: () => undefined, isDarkTheme: false})) as unknown as typeof useColorModeType;

/** English plural forms (the site's locale is `en`): `one|other`. */
export const usePluralForm: typeof usePluralFormType = () => ({
  selectMessage: (count, messages) => {
    const [one, other = one] = messages.split('|');
    return count === 1 ? one : other;
  },
});
