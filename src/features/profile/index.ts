// What the routes use of the profile feature (its components: by their file).
export { ensureMemberUser } from './components/WithMemberUser';
