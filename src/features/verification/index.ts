// What other features and the routes use of verification: the notice and the rule (its page: by its file).
export { RequirementNotice, useMeetsRequirement } from './components/RequirementNotice';
