import AttributedEditing
import Foundation

/// The open editing sessions, one per recipe, and the recipe use cases built on them.
///
/// An actor, so that operations on a recipe apply one after another whatever the network does
/// with concurrent requests. A session is created from the stored recipe on first use and
/// kept while it is among the ``RecipeLimits/sessionCapacity`` most recently used; a closed
/// session loses its undo histories and carets only, since every accepted change is stored at
/// once. Pages that listen to a recipe (``events(of:)``) hear of every accepted change.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
actor RecipeSessions {
    private let store: RecipeStore
    private let capacity: Int
    private var sessions: [Int64: RecipeSession] = [:]
    /// Session ids, least recently used first.
    private var recency: [Int64] = []
    /// The pages listening to each recipe's changes, oldest first.
    private var listeners: [Int64: [(token: Int, continuation: AsyncStream<RecipeEvent>.Continuation)]] = [:]
    private var nextListenerToken = 0
    /// The server's memory budget, which each open session is charged to.
    private let memory: MemoryAccount?

    init(store: RecipeStore, capacity: Int = RecipeLimits.sessionCapacity, budget: MemoryBudget? = nil) {
        self.store = store
        self.capacity = max(1, capacity)
        memory = budget?.account("recipe sessions")
        memory?.onEviction { [weak self] key in
            guard let id = key.base as? Int64 else { return }
            Task { await self?.close(id, charged: false) }
        }
    }

    /// Every recipe, newest first.
    func list() async throws -> [RecipeSummary] {
        try await store.all().map { recipe in
            RecipeSummary(id: recipe.id ?? 0, title: recipe.title, createdAt: recipe.createdAt, updatedAt: recipe.updatedAt)
        }
    }

    /// Creates an empty recipe titled `title` (trimmed; 1 to ``RecipeLimits/maximumTitleLength``
    /// characters, else 422).
    func create(title: String) async throws -> RecipeStateResponse {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw APIError(.unprocessableContent, "Field “title” must not be empty.")
        }
        guard trimmed.count <= RecipeLimits.maximumTitleLength, !trimmed.contains(where: \.isNewline) else {
            throw APIError(.unprocessableContent, "Field “title” must be one line of at most \(RecipeLimits.maximumTitleLength) characters.")
        }
        let recipe = try await store.insert(title: trimmed, archive: try RecipeArchive.encode(AttributedString()))
        let session = try RecipeSession(recipe)
        keep(session)
        return RecipeStateResponse(session, changed: false)
    }

    /// Whether recipe `id` exists (without opening a session for it).
    func contains(_ id: Int64) async throws -> Bool {
        if sessions[id] != nil { return true }
        return try await store.find(id: id) != nil
    }

    /// The editor state of recipe `id` for `client` (its selection and undo history); 404 when
    /// there is none.
    func state(of id: Int64, for client: String = "") async throws -> RecipeStateResponse {
        var session = try await session(for: id)
        session.focus(on: client)
        keep(session)
        return RecipeStateResponse(session, client: client, changed: false)
    }

    /// Applies `request` to recipe `id` for the request's client, stores the text when it
    /// changed and tells the pages listening to the recipe.
    func apply(_ request: RecipeOperationRequest, to id: Int64) async throws -> RecipeStateResponse {
        let operation = try RecipeOperation(request)
        let client = try RecipeOperationRequest.clientID(request.client)
        var session = try await session(for: id)
        let previous = (base: session.revision, surface: session.surface)
        let changed = try session.apply(
            operation, selecting: request.selection, at: request.revision, by: client, sequence: request.sequence)
        if changed {
            session.updatedAt = Date()
        }
        // Kept before storing: the next operation, which may start while this one waits for
        // the database, must see this one's result.
        keep(session)
        if changed {
            let stored = try await store.save(
                id: id, archive: try RecipeArchive.encode(session.editor.text), revision: session.revision, at: session.updatedAt
            )
            guard stored else {
                close(id)
                throw APIError.notFound("Recipe \(id)")
            }
            broadcast(.revision(session.revision, client: client), to: id)
        }
        // A page that shows the surface of the revision before this operation gets only the
        // paragraphs that changed; any other page (a second tab, a lost answer) the whole surface.
        let patchable = request.revision == previous.base
        return RecipeStateResponse(session, client: client, changed: changed, previous: patchable ? previous : nil)
    }

    /// The changes of recipe `id` as they are accepted, starting with its current revision;
    /// 404 when there is no such recipe. The stream ends when the recipe is deleted or when
    /// more than ``RecipeLimits/listenerCapacity`` newer pages listen to it.
    func events(of id: Int64) async throws -> AsyncStream<RecipeEvent> {
        let revision = try await session(for: id).revision
        let (stream, continuation) = AsyncStream.makeStream(of: RecipeEvent.self, bufferingPolicy: .bufferingNewest(16))
        nextListenerToken += 1
        let token = nextListenerToken
        continuation.yield(.revision(revision, client: nil))
        let keepAlive = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                continuation.yield(.keepAlive)
            }
        }
        continuation.onTermination = { _ in
            keepAlive.cancel()
            Task { await self.removeListener(token, of: id) }
        }
        listeners[id, default: []].append((token, continuation))
        while let count = listeners[id]?.count, count > RecipeLimits.listenerCapacity {
            listeners[id]?.removeFirst().continuation.finish()
        }
        return stream
    }

    private func broadcast(_ event: RecipeEvent, to id: Int64) {
        for listener in listeners[id] ?? [] { listener.continuation.yield(event) }
    }

    private func removeListener(_ token: Int, of id: Int64) {
        listeners[id]?.removeAll { $0.token == token }
        if listeners[id]?.isEmpty == true { listeners[id] = nil }
    }

    /// The number of pages listening to recipe `id` (for tests).
    func listenerCount(of id: Int64) -> Int { listeners[id]?.count ?? 0 }

    /// Recipe `id`'s text as a file of `format`.
    func export(_ id: Int64, as format: RecipeExportFormat) async throws -> (title: String, body: String) {
        let session = try await session(for: id)
        return (session.title, try format.export(session.editor.text, title: session.title))
    }

    /// Deletes recipe `id` and closes its session; `false` when there was no such recipe.
    func delete(_ id: Int64) async throws -> Bool {
        close(id)
        for listener in listeners.removeValue(forKey: id) ?? [] { listener.continuation.finish() }
        return try await store.delete(id: id)
    }

    // MARK: Sessions

    private func session(for id: Int64) async throws -> RecipeSession {
        if let session = sessions[id] {
            touch(id)
            return session
        }
        guard let recipe = try await store.find(id: id) else { throw APIError.notFound("Recipe \(id)") }
        // Another request may have opened the session while this one read the database.
        if let session = sessions[id] {
            touch(id)
            return session
        }
        let session = try RecipeSession(recipe)
        keep(session)
        return session
    }

    private func keep(_ session: RecipeSession) {
        sessions[session.id] = session
        touch(session.id)
        while recency.count > capacity {
            let oldest = recency.removeFirst()
            sessions[oldest] = nil
            memory?.release(oldest)
        }
        // The text's bytes many times over: attributes, undo history, surface.
        memory?.charge(session.id, bytes: 16 << 10 + session.editor.text.characters.count * 64)
    }

    private func touch(_ id: Int64) {
        if let position = recency.lastIndex(of: id) { recency.remove(at: position) }
        recency.append(id)
    }

    private func close(_ id: Int64, charged: Bool = true) {
        sessions[id] = nil
        recency.removeAll { $0 == id }
        if charged { memory?.release(id) }
    }

    /// The number of open sessions (for tests of the capacity).
    var openSessionCount: Int { sessions.count }
}
