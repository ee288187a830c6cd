// Where a server render leaves its data for the browser: <script type="application/json"> elements
// (JSON, not inline code, so a content security policy without 'unsafe-inline' allows the page).

/** React Router's state (loader data and route errors, as createStaticHandler made them). */
export const ROUTER_STATE_ID = 'raahi-router';
/** The dehydrated query cache the page was rendered from. */
export const QUERY_STATE_ID = 'raahi-queries';
/** The first page's modules, which public/assets/after-paint.js asks for (decision 0036); the build names this id on its tag. */
export const MODULES_ID = 'raahi-modules';
