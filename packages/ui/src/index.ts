export { closeOtherDetails } from './disclosure/details-group';
export { useHydrated } from './hydrated/use-hydrated';
export { useModalLayer, type ModalLayerOptions } from './modal-layer/use-modal-layer';
export { tabbableIn } from './modal-layer/tabbable';
export { useMediaQuery, REDUCED_MOTION_QUERY } from './media-query/use-media-query';
export { VisuallyHidden, visuallyHidden } from './visually-hidden/visually-hidden';
export { KeepNumbers, keepNumber } from './text/keep-numbers';
export {
  FirstScreenImage,
  BANNER_ART_SIZE,
  type FirstScreenImageProps,
  type ImageSize,
} from './first-screen-image/first-screen-image';
export {
  SignInForm,
  type SignInFormProps,
  type SignInFormText,
  type SignInFormClassNames,
  type SignInStep,
} from './sign-in-form/sign-in-form';
export { thenOnSignedIn, type SmsStep } from './sign-in-form/sms-step';
export { useHydratedValue, useHydratedChecked, type FormControl } from './hydrated-field/use-hydrated-field';
export { useImageLoad, type ImageLoad, type LoadState } from './load-state/use-image-load';
