import type { CheckInResult } from '@robo/domain';

let audio: AudioContext | undefined;

const TONES: Record<CheckInResult['outcome'], { notes: number[]; vibrate: number[] }> = {
  admit: { notes: [880], vibrate: [80] },
  already: { notes: [660, 660], vibrate: [80, 60, 80] },
  duplicate: { notes: [660, 660], vibrate: [80, 60, 80] },
  refused: { notes: [220], vibrate: [400] },
};

/** A short tone and a vibration per outcome, so staff need not read the screen for every child. */
export function signal(outcome: CheckInResult['outcome']): void {
  const { notes, vibrate } = TONES[outcome];
  navigator.vibrate?.(vibrate);
  try {
    audio ??= new AudioContext();
    notes.forEach((frequency, i) => {
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.frequency.value = frequency;
      oscillator.type = outcome === 'refused' ? 'square' : 'sine';
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio!.destination);
      const start = audio!.currentTime + i * 0.18;
      oscillator.start(start);
      oscillator.stop(start + (outcome === 'refused' ? 0.45 : 0.12));
    });
  } catch {
    // No audio output (or not allowed yet): the vibration and the screen still tell.
  }
}
