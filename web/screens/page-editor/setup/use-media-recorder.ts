import { useEffect, useRef, useState } from 'react';

/** Where a recording stands. */
export type RecorderStatus = 'idle' | 'recording' | 'recorded' | 'denied';

/** Can this browser record here (a secure page with MediaRecorder and getUserMedia)? */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

const extensionOf = (type: string) => (type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm');

/** Stop the timer, the recording and the microphone or camera. */
function releaseDevices(recorder: MediaRecorder | null, timer: ReturnType<typeof setInterval> | null) {
  if (timer) clearInterval(timer);
  if (recorder?.state === 'recording') recorder.stop();
  for (const track of recorder?.stream.getTracks() ?? []) track.stop();
}

/**
 * Record audio or video with MediaRecorder: start (asks for the microphone or camera), stop,
 * discard, the seconds recorded so far, and the recording as a File with a preview address.
 * The devices are released when the recording stops or the form goes away.
 */
export function useMediaRecorder(kind: 'audio' | 'video') {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<{ file: File; url: string } | null>(null);
  const [liveStream, setLiveStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  function release() {
    releaseDevices(recorder.current, timer.current);
    timer.current = null;
    setLiveStream(null);
  }

  useEffect(() => () => releaseDevices(recorder.current, timer.current), []);
  useEffect(() => () => (recording ? URL.revokeObjectURL(recording.url) : undefined), [recording]);

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: kind === 'video' });
    } catch {
      setStatus('denied');
      return;
    }
    const chunks: Blob[] = [];
    const next = new MediaRecorder(stream);
    next.addEventListener('dataavailable', (event) => chunks.push(event.data));
    next.addEventListener('stop', () => {
      const type = next.mimeType || `${kind}/webm`;
      const file = new File(
        chunks,
        `recording.${kind === 'video' && type.includes('mp4') ? 'mp4' : extensionOf(type)}`,
        {
          type,
        },
      );
      setRecording({ file, url: URL.createObjectURL(file) });
      setStatus('recorded');
    });
    recorder.current = next;
    setRecording(null);
    setSeconds(0);
    setLiveStream(kind === 'video' ? stream : null);
    next.start();
    setStatus('recording');
    timer.current = setInterval(() => setSeconds((count) => count + 1), 1000);
  }

  function stop() {
    recorder.current?.stop();
    release();
  }

  function discard() {
    setRecording(null);
    setSeconds(0);
    setStatus('idle');
  }

  return { status, seconds, recording, liveStream, start, stop, discard };
}
