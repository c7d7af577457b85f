export { MemberDataSection } from './components/MemberDataSection';
