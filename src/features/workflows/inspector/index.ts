export { ActionInspector } from './action-inspector';
export { RolesEditor } from './roles-editor';
export { roleUses, type RoleUse, type RoleUseField } from './role-uses';
