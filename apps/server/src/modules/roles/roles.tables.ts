/** roles (migrations/0001_platform.sql): the professions a person picks from. */
export interface RolesTable {
  slug: string;
  name: string;
}

export interface RolesTables {
  roles: RolesTable;
}
