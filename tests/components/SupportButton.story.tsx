import type {ReactNode} from 'react';
import {BrowserRouter} from 'react-router-dom';
import SupportButton from '@site/src/components/SupportButton';

/** «Поддержка» at the right of the navbar, as on the site, above the page's text (a click there is a click outside the panel). */
export function Navbar(): ReactNode {
  return (
    <BrowserRouter>
      <nav aria-label="Главное меню" style={{display: 'flex', justifyContent: 'flex-end', padding: '0.5rem'}}>
        <SupportButton />
      </nav>
      <main>
        <p>Текст страницы.</p>
      </main>
    </BrowserRouter>
  );
}

/** The item in the mobile side menu. */
export function SideMenu(): ReactNode {
  return (
    <BrowserRouter>
      <ul className="menu__list">
        <SupportButton mobile />
      </ul>
    </BrowserRouter>
  );
}
