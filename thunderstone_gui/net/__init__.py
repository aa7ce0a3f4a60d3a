"""Network play: one computer hosts the game (the truth), the others join it over the network.

    protocol.py   the messages (pydantic models, size limits), the join code
    codec.py      the wire form of an observation and of events (JSON, read back with a whitelist)
    server.py     the host's WebSocket server on threads of its own, bridged to the game by queues
    host.py       HostMatch: the table's Match with seats played from other machines (no pygame)
    client.py     NetClient (the connection, rejoining by itself) and ClientGame (the game as one seat knows it)
    discovery.py  games on the local network (zeroconf)
    headless.py   a host and a client without a window (tests, bench, self-test)

docs/network.md tells the design, the protocol, the security and how to play over the internet.
"""
