// Where a server render leaves its data for the browser: two <script type="application/json"> after #root
// (JSON, not inline code, so a content security policy without 'unsafe-inline' allows the page).

/** React Router's state (loader data and route errors, as createStaticHandler made them). */
export const ROUTER_STATE_ID = 'raahi-router';
/** The dehydrated query cache the page was rendered from. */
export const QUERY_STATE_ID = 'raahi-queries';
