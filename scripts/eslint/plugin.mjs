// The `oja` ESLint plugin: the API's layer rules that import-x does not cover (docs/developing.md, "Layers").
import noModuleCycle from './module-cycles.mjs';
import noForeignEntity from './no-foreign-entity.mjs';

export default { meta: { name: 'oja' }, rules: { 'no-module-cycle': noModuleCycle, 'no-foreign-entity': noForeignEntity } };
