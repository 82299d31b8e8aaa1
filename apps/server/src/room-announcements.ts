import type { ChatModule } from './modules/chat';
import type { GiftEvents, NobilityEvents } from './modules/wallet';

/**
 * The money events of a room become lines of its chat (stored there, so history and the room's
 * snapshot show them; chat then emits `chat.posted` and the realtime layer pushes the typed message).
 * Listeners return the chat's promise, so the emitting service knows the line is stored.
 */
export function announceInRooms(chat: Pick<ChatModule['service'], 'announce'>, gifts: GiftEvents, nobility: NobilityEvents) {
  const offs = [
    // The gift service has just read the room and the sender: the anchor comes with the gift and the
    // sender as their session showed them, so chat reads neither again.
    gifts.on('gift.sent', (e) =>
      chat.announce(
        { id: e.roomId, anchorId: e.gift.anchorId },
        { type: 'gift', userId: e.userId, content: e.content, extra: e.gift, author: e.sender },
      ),
    ),
    nobility.on('redPacket.sent', (e) =>
      chat.announce(e.roomId, { type: 'redpacket', userId: e.userId, content: e.content, extra: e.packet }),
    ),
    nobility.on('noble.entered', (e) =>
      chat.announce(e.roomId, { type: 'enter', userId: e.userId, content: e.content, extra: { noble: e.noble } }),
    ),
    nobility.on('noble.bought', (e) => chat.announce(e.roomId, { type: 'system', userId: e.userId, content: e.content })),
  ];
  return () => offs.forEach((off) => off());
}
