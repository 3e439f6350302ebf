/** The bodies of the account endpoints, checked at the boundary. */
import { z } from "zod";
import type { AcceptInvitationRequest, PasswordChangeRequest, SignInRequest } from "../../shared/accounts.ts";
import { ROLES, type Role } from "../../shared/permissions.ts";

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: "Escreva um e-mail válido, como ana@empresa.com.br." }));
const role = z.enum(ROLES as [Role, ...Role[]], { error: "Escolha o papel: Editor, Publicador ou Administrador." });

/** Signing in. */
export const signInRequest = z.object({
  email: z.string().max(254),
  password: z.string().max(200),
  code: z.string().max(40).optional(),
}) satisfies z.ZodType<SignInRequest>;

/** Accepting an invitation. */
export const acceptRequest = z.object({
  name: z.string().trim().min(1, { error: "Escreva seu nome." }).max(100),
  email: email.optional(),
  password: z.string(),
}) satisfies z.ZodType<AcceptInvitationRequest>;

/** Inviting someone. */
export const inviteRequest = z.object({ email, role });

/** Changing someone's role. */
export const roleRequest = z.object({ role });

/** A person's id in an address. */
export const PERSON_PARAMS = z.object({ id: z.coerce.number().int().positive() });

/** An invitation's token in an address. */
export const TOKEN_PARAMS = z.object({ token: z.string().min(20).max(100) });

/** Requiring two-step sign-in of Publicadores and Administradores, or not. */
export const twoStepRequirementRequest = z.object({ required: z.boolean() });

/** A code from the authenticator app (or a recovery code). */
export const codeRequest = z.object({
  code: z.string().trim().min(1, { error: "Escreva o código do aplicativo." }).max(40),
});

/** Changing one's password. */
export const passwordChangeRequest = z.object({
  current: z.string().max(200),
  password: z.string(),
}) satisfies z.ZodType<PasswordChangeRequest>;
