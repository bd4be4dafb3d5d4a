/// The names under which the server answers: the `Host` of every request must be one of them
/// with the port the server listens on, else it is refused before any handler runs.
///
/// A page on another site can make a browser send requests here by pointing its own name at
/// 127.0.0.1 (DNS rebinding); those requests then carry that site's name as `Host`, and only
/// this check tells them apart. Allowed are `127.0.0.1`, `localhost` and `[::1]`, the address
/// the server was started on, and any name given with `--allowed-host`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct AllowedHosts: Sendable {
    /// Lowercased host names, IPv6 addresses in brackets.
    let names: Set<String>
    /// The port the server listens on; known once it runs (`nil` until then: nothing passes).
    let port: LockedValue<Int?>

    init(listeningOn host: String, port: LockedValue<Int?>, extraNames: [String] = []) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        for name in [host] + extraNames {
            let lowered = name.lowercased()
            // A wildcard address is no name a client uses.
            guard !["0.0.0.0", "::", "[::]", ""].contains(lowered) else { continue }
            names.insert(lowered.contains(":") && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered)
        }
        self.names = names
        self.port = port
    }

    /// Whether `authority` (a `Host` value, `name[:port]`) names this server.
    func allows(authority: String) -> Bool {
        guard let port = port.current, let (name, givenPort) = Self.split(authority.lowercased()) else { return false }
        return names.contains(name) && (givenPort ?? 80) == port
    }

    /// Whether `origin` (an `Origin` value, `scheme://name[:port]`) is this server's.
    func allowsOrigin(_ origin: String) -> Bool {
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        return allows(authority: String(lowered.dropFirst("http://".count)))
    }

    /// `name` and port of `authority`; `nil` when it is malformed.
    private static func split(_ authority: String) -> (String, Int?)? {
        let name: Substring
        let rest: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            name = authority[...close]
            rest = authority[authority.index(after: close)...]
        } else if let colon = authority.firstIndex(of: ":") {
            name = authority[..<colon]
            rest = authority[colon...]
        } else {
            name = authority[...]
            rest = ""
        }
        guard !name.isEmpty else { return nil }
        if rest.isEmpty { return (String(name), nil) }
        guard rest.first == ":", let port = ResourceID.parse(rest.dropFirst()), port <= 65535 else { return nil }
        return (String(name), Int(port))
    }
}
