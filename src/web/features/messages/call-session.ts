import type { CallSignal, CallSignalInput, IceServer } from '../../../shared/contracts/calls';
import { fetchCallSignals, postCallSignal } from './calls-api';

export interface CallConnection {
  /** RTCPeerConnection.connectionState, or 'new' before the peer connection exists. */
  state: RTCPeerConnectionState;
  /** The other side's audio has reached us (inbound RTP bytes counted by the browser). */
  isAudioFlowing: boolean;
}

const statsIntervalMs = 1000;

/**
 * One side of a voice call: an RTCPeerConnection carrying our microphone, negotiated with the
 * standard "perfect negotiation" pattern (the callee is polite: it yields when both sides offer
 * at once). Signals go out through the API in the order they were made, and come in by id after
 * a live `call.signal` event, applied one at a time in order.
 */
export class CallSession {
  private readonly peer: RTCPeerConnection;
  private isMakingOffer = false;
  private isIgnoringOffer = false;
  private isSettingRemoteAnswer = false;
  private lastSignalId = 0;
  private incoming: Promise<void> = Promise.resolve();
  private outgoing: Promise<unknown> = Promise.resolve();
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private isClosed = false;
  private connection: CallConnection = { state: 'new', isAudioFlowing: false };

  constructor(
    readonly callId: string,
    private readonly options: {
      isPolite: boolean;
      microphone: MediaStream;
      iceServers: IceServer[];
      remoteAudio: HTMLAudioElement | null;
      onChange: (connection: CallConnection) => void;
    },
  ) {
    this.peer = new RTCPeerConnection({ iceServers: options.iceServers });
    this.peer.onnegotiationneeded = () => void this.offer();
    this.peer.onicecandidate = ({ candidate }) => {
      // The end of candidates needs no message: ICE completes without it.
      if (candidate) this.send({ kind: 'candidate', payload: candidate.toJSON() as never });
    };
    this.peer.ontrack = ({ streams }) => {
      const [stream] = streams;
      if (stream && this.options.remoteAudio) this.options.remoteAudio.srcObject = stream;
    };
    this.peer.onconnectionstatechange = () => this.update({ state: this.peer.connectionState });
    for (const track of options.microphone.getAudioTracks()) {
      this.peer.addTrack(track, options.microphone);
    }
    this.statsTimer = setInterval(() => void this.readStats(), statsIntervalMs);
    this.pull();
  }

  /** Reads the other side's signals we have not applied yet (after a live event or a resync). */
  pull(): void {
    this.incoming = this.incoming.then(() => this.pullOnce()).catch(() => undefined);
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.peer.close();
    for (const track of this.options.microphone.getTracks()) track.stop();
    if (this.options.remoteAudio) this.options.remoteAudio.srcObject = null;
  }

  private update(change: Partial<CallConnection>): void {
    if (this.isClosed) return;
    const next = { ...this.connection, ...change };
    if (
      next.state === this.connection.state &&
      next.isAudioFlowing === this.connection.isAudioFlowing
    )
      return;
    this.connection = next;
    this.options.onChange(next);
  }

  private send(signal: CallSignalInput): void {
    // One at a time: a candidate must not overtake the description it belongs to.
    this.outgoing = this.outgoing
      .then(() => (this.isClosed ? undefined : postCallSignal(this.callId, signal)))
      .catch(() => undefined);
  }

  private async offer(): Promise<void> {
    try {
      this.isMakingOffer = true;
      await this.peer.setLocalDescription();
      if (this.peer.localDescription) this.sendDescription(this.peer.localDescription);
    } catch {
      // A failed offer is renegotiated by the next negotiationneeded.
    } finally {
      this.isMakingOffer = false;
    }
  }

  private sendDescription(description: RTCSessionDescription): void {
    this.send({
      kind: 'description',
      payload: { type: description.type, sdp: description.sdp },
    });
  }

  private async pullOnce(): Promise<void> {
    while (!this.isClosed) {
      const { signals } = await fetchCallSignals(this.callId, this.lastSignalId);
      for (const signal of signals) {
        this.lastSignalId = Math.max(this.lastSignalId, signal.id);
        await this.apply(signal).catch(() => undefined);
      }
      if (signals.length === 0) return;
    }
  }

  private async apply(signal: CallSignal): Promise<void> {
    if (this.isClosed) return;
    if (signal.kind === 'candidate') {
      if (!signal.payload) return;
      try {
        await this.peer.addIceCandidate(signal.payload);
      } catch (error) {
        // Candidates of an offer we ignored fail to apply, by design.
        if (!this.isIgnoringOffer) throw error;
      }
      return;
    }
    const description = signal.payload;
    const isReadyForOffer =
      !this.isMakingOffer && (this.peer.signalingState === 'stable' || this.isSettingRemoteAnswer);
    const isCollision = description.type === 'offer' && !isReadyForOffer;
    this.isIgnoringOffer = !this.options.isPolite && isCollision;
    if (this.isIgnoringOffer) return;
    this.isSettingRemoteAnswer = description.type === 'answer';
    await this.peer.setRemoteDescription(description);
    this.isSettingRemoteAnswer = false;
    if (description.type === 'offer') {
      await this.peer.setLocalDescription();
      if (this.peer.localDescription) this.sendDescription(this.peer.localDescription);
    }
  }

  private async readStats(): Promise<void> {
    if (this.isClosed || this.connection.isAudioFlowing) return;
    const report = await this.peer.getStats();
    report.forEach((entry: { type?: string; kind?: string; bytesReceived?: number }) => {
      if (entry.type === 'inbound-rtp' && entry.kind === 'audio' && (entry.bytesReceived ?? 0) > 0)
        this.update({ isAudioFlowing: true });
    });
  }
}
