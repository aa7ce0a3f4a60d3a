"""The sentences of network play's screens (title -> Play over the network: Host, Join, the lobbies, the table's
seat states), by key as in ui/strings.py; `tr` falls back to that table. The host's reasons for refusing a message
(English in the protocol, net/) are said again in the player's language through `reason`."""

from __future__ import annotations

from ..i18n import N_
from . import strings
from .strings import Entry, say

EN: dict[str, Entry] = {
    "net_play": N_("Play over the network"),
    "net_intro": N_("One computer hosts the game and keeps it; the others join it on the local network or over the "
                    "internet."),
    "host": N_("Host a game"),
    "join": N_("Join a game"),
    "resume_hosting": N_("Host again: {seats}, turn {turn}"),
    "host_heading": N_("Host a game"),
    "remote_player": N_("Network player"),
    "no_remote": N_("Make at least one seat a network player"),
    "lobby": N_("Lobby"),
    "lobby_address": N_("Address"),
    "lobby_port": N_("Port {port}"),
    "lobby_code": N_("Join code"),
    "lobby_seats": N_("Seats"),
    "lobby_internet": N_("Over the internet: forward TCP port {port} of your router to this computer and give your "
                         "public address, or play in a virtual LAN (docs/network.md)."),
    "lobby_no_address": N_("No network found: only this computer can join"),
    "lobby_start": N_("Start game"),
    "lobby_waiting_start": N_("Seats nobody has taken wait for a player when the game starts"),
    "port_taken": N_("Port {port} is in use (another game hosted here?): {why}"),
    "seat_here": N_("connected"),
    "seat_away": N_("disconnected"),
    "seat_open": N_("waiting for a player"),
    "seat_computer": N_("computer"),
    "seat_host": N_("at the host"),
    "seat_thinking": N_("thinking"),
    "join_heading": N_("Join a game"),
    "join_found": N_("Games on the local network"),
    "join_none_found": N_("None found yet (looking…). Type the host's address below."),
    "join_no_discovery": N_("Games on the local network cannot be found here: type the host's address."),
    "join_found_row": N_("{name} · {game} · {address}"),
    "join_address": N_("Host's address (and port)"),
    "join_code": N_("Join code"),
    "join_name": N_("Your name"),
    "join_seat": N_("Seat"),
    "join_any_seat": N_("Any free seat"),
    "join_seat_n": N_("Seat {n}"),
    "join_go": N_("Join"),
    "join_bad_address": N_("That is not an address: type it as 192.168.1.20 or 192.168.1.20:47615"),
    "join_need_code": N_("Type the join code the host gives you"),
    "join_need_name": N_("Type your name"),
    "connecting": N_("Connecting to {address}…"),
    "joined_wait": N_("You play {name}. Waiting for the host to start the game…"),
    "refused": N_("The host refused: {why}"),
    "lost": N_("The connection to the host is lost."),
    "closed": N_("The host ended the connection: {why}"),
    "reconnecting": N_("Connection lost: joining again…"),
    "waiting_remote": N_("Waiting for {name} (over the network)"),
    "waiting_away": N_("{name} is disconnected: waiting for them to join again"),
    "waiting_open": N_("Seat {name} waits for a player to join"),
    "waiting_host": N_("Waiting for {name}"),
    "sent": N_("Sent to the host…"),
    "player_joined": N_("{name} joined"),
    "player_left": N_("{name} is disconnected"),
    "player_leaves": N_("{name} left the game (Menu: give the seat to a computer)"),
    "hand_over": N_("Give {name}'s seat to a computer"),
    "handed_over": N_("A computer plays {name}'s seat from now on"),
    "chat": N_("Chat"),
    "chat_prompt": N_("Say something to the table (Enter sends)"),
    "chat_line": N_("{name}: {text}"),
    "undo_question": N_("{name} asks to take back the last decision"),
    "undo_question_detail": N_("Every player must agree. Take it back?"),
    "undo_refused": N_("{name} does not agree to undo"),
    "undo_asked": N_("Undo asked: waiting for the other players"),
    "undone": N_("Taken back: {action}"),
    "leave_game": N_("Leave the game"),
    "net_game_over": N_("Game over. {result}"),
    "you_left": N_("You left the game"),
}


def tr(key: str, **values: object) -> str:
    entry = EN.get(key)
    return strings.tr(key, **values) if entry is None else say(entry, values)


# The host's reasons (net/server.py, net/host.py), in the player's words.
REASONS: dict[str, str] = {
    "the join code is wrong": N_("the join code is wrong"),
    "that seat is taken": N_("that seat is taken"),
    "every seat is taken": N_("every seat is taken"),
    "too many wrong join codes: wait a minute": N_("too many wrong join codes: wait a minute"),
    "the host plays another version of the network protocol: update the game":
        N_("the host plays another version of the network protocol: update the game"),
    "that seat is not played from another computer": N_("that seat is not played from another computer"),
    "the host gave this seat to a computer": N_("the host gave this seat to a computer"),
    "the host gave your seat to a computer": N_("the host gave your seat to a computer"),
    "the host closed the game": N_("the host closed the game"),
    "it is not your decision": N_("it is not your decision"),
    "the game has moved on since (your decision came too late)":
        N_("the game has moved on since (your decision came too late)"),
    "the game has moved on since": N_("the game has moved on since"),
    "that decision cannot be undone (it revealed hidden cards or was another player's)":
        N_("that decision cannot be undone (it revealed hidden cards or was another player's)"),
    "too many messages: slow down": N_("too many messages: slow down"),
    "you joined again from elsewhere": N_("you joined again from elsewhere"),
    "this seat is not yours to play": N_("this seat is not yours to play"),
    "the game is over": N_("the game is over"),
    "that request is no longer open": N_("that request is no longer open"),
    "you are too far behind": N_("you are too far behind"),
    "no hello in time": N_("the host heard nothing from this computer in time"),
    "the first message must be a hello": N_("this computer did not introduce itself first"),
    "the name is empty": N_("the name is empty"),
    "too many messages": N_("too many messages"),
    "already joined": N_("already joined"),
    "this seat's key is not known here (the game was started again?)":
        N_("this seat's key is not known here (the game was started again?)"),
}

# Reasons that end with a detail (a technical one, kept as it is).
DETAILED: dict[str, str] = {
    "the host sent a message we cannot read: ": N_("the host sent a message we cannot read: {detail}"),
    "the host sent a view we cannot read: ": N_("the host sent a view we cannot read: {detail}"),
}


def reason(text: str) -> str:
    """A reason the host gave, in the player's language when it is one we know (else the engine's words)."""
    from ..i18n import _, engine_text

    entry = REASONS.get(text)
    if entry is not None:
        return _(entry)
    for start, detailed in DETAILED.items():
        if text.startswith(start):
            return _(detailed).format(detail=text[len(start):])
    if text.endswith(" does not agree to undo"):
        return tr("undo_refused", name=text[: -len(" does not agree to undo")])
    return engine_text(text)
