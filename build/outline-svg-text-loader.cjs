// webpack loader: an SVG image's labels as outlines of the site's face (outline-svg-text.mjs).
/** @type {import('webpack').LoaderDefinitionFunction} */
module.exports = function outlineSvgTextLoader(source) {
  const callback = this.async();
  import('./outline-svg-text.mjs')
    .then(({ outlineSvgText }) => outlineSvgText(String(source)))
    .then((svg) => callback(null, svg), callback);
};
