/** One entry of an ARM error's `details`: what is wrong, and where. */
export interface ArmErrorDetail {
  code: string;
  message: string;
  target?: string;
}

/** An ARM error answer: its status and the `{error: {code, message, details}}` body ARM sends. */
export class ArmError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ArmErrorDetail[] = [],
  ) {
    super(message);
  }

  get body(): { error: { code: string; message: string; details?: ArmErrorDetail[] } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details.length > 0 ? { details: this.details } : {}),
      },
    };
  }
}

/** The error codes the emulator answers with, as ARM spells them. */
export const ARM_ERROR_CODES = [
  'MissingApiVersionParameter',
  'InvalidApiVersionParameter',
  'InvalidRequestContent',
  'InvalidResourceType',
  'MethodNotAllowed',
  'SubscriptionNotFound',
  'ResourceGroupNotFound',
  'ResourceNotFound',
  'ParentResourceNotFound',
  'OperationNotAllowed',
] as const;
