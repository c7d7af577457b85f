// What the routes use of the home feature: the home route's loader reads these, in the start chunk.
// Its page: by its file.
export { homeSectionQueryOptions } from './api';
export { CAROUSEL_IMAGE_SIZES } from './carousel/constants';
export { carouselProjects } from './carousel-projects';
export { DESKTOP_FROM, sectionPicture } from './section-media';
