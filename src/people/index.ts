export { conversationOf } from './conversation.ts';
export { ScriptedPlayer } from './scripted-player.ts';
