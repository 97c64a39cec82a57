// The stylesheet as text, for the server to inline into every document (components/layout/app-styles).
import css from '../app.css?inline';

export const APP_CSS: string = css;
