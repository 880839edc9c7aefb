export { renderBrandImage, createOfflineImageGenerator } from './offline-renderer';
export { createOpenAiImageGenerator, type OpenAiImageOptions } from './openai-image';
export { placementGeometry, plainGeometry, geometryFor, type Geometry } from './placement';
export { parseStyle, LAYOUT_WORDS, TONE_WORDS, type Style } from './style';
export {
  OUTPUT_SIZE,
  type BrandImageInput,
  type BrandImageResult,
  type Box,
  type ImageGenerator,
} from './types';
