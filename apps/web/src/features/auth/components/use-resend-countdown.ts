import { useEffect, useState } from 'react';
import { resendCountdownHook } from '../../../lib/resend-countdown';

/** Seconds left before another SMS code may be requested, on React's hooks (lib/resend-countdown.ts). */
export const useResendCountdown = resendCountdownHook({ useState, useEffect });
