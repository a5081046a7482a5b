/** Replaced by the widget route with the stylesheet text when it serves the script. */
declare const __WIDGET_CSS__: string;
