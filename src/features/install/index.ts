// What the app's start and its layout use of the install feature.
export { listenForInstallOffer } from './install-prompt';
export { InstallEntry } from './InstallEntry';
