// The naira amount rule is the platform's (disputes use it too); service-marketplace's DTOs import it from here.
export { IsNairaAmount } from '../../../common/naira-amount.js';
export { trim, trimToNull } from '../../../common/validation.js';
