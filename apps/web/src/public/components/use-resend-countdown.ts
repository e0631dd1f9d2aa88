import { useEffect, useState } from 'preact/hooks';
import { resendCountdownHook } from '../../lib/resend-countdown';

/** Seconds left before another SMS code may be asked for, on Preact's hooks (lib/resend-countdown.ts). */
export const useResendCountdown = resendCountdownHook({ useState, useEffect });
