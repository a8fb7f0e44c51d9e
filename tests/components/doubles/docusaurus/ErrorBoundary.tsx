import {Component, type ReactNode} from 'react';
import type {Props} from '@docusaurus/ErrorBoundary';

/** Docusaurus's boundary as the components use it: the fallback, given the error, in place of what threw. */
export default class ErrorBoundary extends Component<Props, {error: Error | null}> {
  state = {error: null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  render(): ReactNode {
    const {error} = this.state;
    if (error && this.props.fallback) {
      return this.props.fallback({error, tryAgain: () => this.setState({error: null})});
    }
    return error ? null : this.props.children;
  }
}
