// What a scene may put on the page: the HTML and SVG elements and the attributes the app's
// screens and the rule sets' views use, and nothing else. patch.js refuses any other tag
// (the element and what is inside it) and any other attribute, so a scene can never add a
// script, an event handler, a frame or a link off the site; the page's Content-Security-Policy
// (index.html) is the second wall. tests/test_allowlist.py checks that every scene the Python
// side draws stays within these lists: a new tag or attribute in a view is added here.

export const HTML_TAGS = new Set([
  "aside", "b", "br", "button", "caption", "dd", "details", "div", "dl", "dt", "em",
  "fieldset", "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "header", "hr", "i",
  "input", "label", "legend", "li", "main", "nav", "ol", "option", "output", "p", "progress",
  "q", "section", "select", "small", "span", "strong", "sub", "summary", "sup", "table", "tbody",
  "td", "tfoot", "th", "thead", "tr", "ul",
]);

export const SVG_TAGS = new Set([
  "circle", "clipPath", "defs", "desc", "ellipse", "g", "line", "linearGradient", "marker",
  "path", "pattern", "polygon", "polyline", "radialGradient", "rect", "stop", "svg", "symbol",
  "text", "textPath", "title", "tspan", "use",
]);

export const ATTRIBUTES = new Set([
  // HTML
  "autocomplete", "checked", "class", "colspan", "disabled", "for", "hidden", "id",
  "inputmode", "lang", "max", "maxlength", "min", "name", "open", "pattern", "placeholder",
  "readonly", "reversed", "role", "rowspan", "scope", "selected", "start", "step", "style",
  "tabindex", "title", "type", "value",
  // SVG geometry and presentation
  "alignment-baseline", "baseline-shift", "clip-path", "color", "cx", "cy", "d", "display",
  "dominant-baseline", "dx", "dy", "fill", "fill-opacity", "fill-rule", "focusable", "font-family",
  "font-size", "font-style", "font-weight", "fx", "fy", "gradientTransform", "gradientUnits",
  "height", "href", "lengthAdjust", "letter-spacing", "marker-end", "marker-mid",
  "marker-start", "markerHeight", "markerUnits", "markerWidth", "offset", "opacity", "orient",
  "paint-order", "patternTransform", "patternUnits", "pointer-events", "points",
  "preserveAspectRatio", "r", "refX", "refY", "rotate", "rx", "ry", "stop-color",
  "stop-opacity", "stroke", "stroke-dasharray", "stroke-dashoffset", "stroke-linecap",
  "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width", "text-anchor",
  "textLength", "transform", "vector-effect", "viewBox", "visibility", "width", "x", "x1",
  "x2", "y", "y1", "y2",
]);

// Attribute families allowed by prefix: the app's data (data-move, data-action, ...) and
// accessibility (aria-*), letters, digits and dashes only.
const FAMILY = /^(data|aria)-[a-z0-9-]+$/;

// Why a scene node may not be made (null when it may): its tag, outside or inside an <svg>.
export function tagRefusal(tag, inSvg) {
  const allowed = inSvg ? SVG_TAGS.has(tag) : HTML_TAGS.has(tag) || tag === "svg";
  return allowed ? null : `tag ${String(tag).slice(0, 40)}`;
}

// Why an attribute may not be set (null when it may): never an event handler or a link off
// the page; href only to a part of the page itself (an SVG <use> of a symbol: "#id").
export function attributeRefusal(tag, name, value) {
  if (!ATTRIBUTES.has(name) && !FAMILY.test(name)) return `attribute ${String(name).slice(0, 40)}`;
  if (name === "href" && !(tag === "use" && /^#[A-Za-z][\w-]*$/.test(String(value)))) {
    return `href ${String(value).slice(0, 40)}`;
  }
  return null;
}
