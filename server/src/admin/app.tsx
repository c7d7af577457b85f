export default {
  config: {
    // Editors work in Spanish; English stays available in each editor's profile.
    locales: ['es'],
  },
};
