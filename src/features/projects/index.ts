// What other features and the routes use of the projects feature (read by the start chunk: the home
// route's loader and the home feature use it). Its components and pages: by their file.
export { projectQueryOptions, projectsQueryOptions, type Project } from './api';
export { listSearch, type ListSearch } from './list-search';
export { cardColours, optionForSupport } from './rules';
