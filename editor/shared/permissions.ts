/**
 * Who may do what in the editor service: three roles, each a set of permissions. The dev server's editor has no
 * accounts and grants everything to the developer at the keyboard.
 */

/** A person's role: Editor, Publisher (also publishes, schedules, restores), Admin (also manages people). */
export type Role = "editor" | "publisher" | "admin";

/**
 * What a route of the API requires: nothing ("public": signing in, accepting an invitation), reading, editing
 * (drafts, images, asking for review), publishing (publish, schedule, restore), or managing people.
 */
export type Permission = "public" | "read" | "edit" | "publish" | "manage";

/** The roles in the order the people screen offers them. */
export const ROLES: readonly Role[] = ["editor", "publisher", "admin"];

const GRANTS: Record<Role, readonly Permission[]> = {
  editor: ["public", "read", "edit"],
  publisher: ["public", "read", "edit", "publish"],
  admin: ["public", "read", "edit", "publish", "manage"],
};

/** The roles' names as people read them. */
export const ROLE_NAMES: Record<Role, string> = {
  editor: "Editor",
  publisher: "Publicador",
  admin: "Administrador",
};

/** True when `role` grants `permission`. */
export const roleMay = (role: Role, permission: Permission): boolean => GRANTS[role].includes(permission);

/** Every permission `role` grants, for the editor to show only the buttons a person may use. */
export const permissionsOf = (role: Role): Permission[] => [...GRANTS[role]];

/** What a permission lets a person do, in "Seu papel não permite …". */
export const PERMISSION_WORDS: Record<Exclude<Permission, "public">, string> = {
  read: "abrir o editor",
  edit: "editar",
  publish: "publicar, agendar ou restaurar",
  manage: "gerenciar pessoas",
};
