// What the rest of the server uses of the campaign view: the Editor role's grant, which the app's
// bootstrap gives once the roles exist (src/index.ts, after the seed).
export { grantCampaignToEditors } from './permissions';
