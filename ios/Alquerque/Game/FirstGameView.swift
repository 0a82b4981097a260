import SwiftUI

/// Offered once, when the app finds no saved game: play against the computer (its level and
/// your colour) or two people on this device, the choice the core offers first preselected.
/// The default game is already set up and stays if the sheet is closed without a choice.
@MainActor
struct FirstGameView: View {
    let model: GameViewModel
    /// Opens the lesson (the game chosen here is set up underneath).
    var onLearn: () -> Void = {}

    @Environment(\.dismiss) private var dismiss
    @State private var level: AiLevel
    @State private var humanSide: Side

    init(model: GameViewModel, onLearn: @escaping () -> Void = {}) {
        self.model = model
        self.onLearn = onLearn
        // The core offers a level a newcomer can beat; this is only a fallback.
        var level = AiLevel.beginner
        var side = Side.white
        if case .computer(let offered, let person)? = model.state.firstGame {
            level = offered
            side = person
        }
        _level = State(initialValue: level)
        _humanSide = State(initialValue: side)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Button {
                        model.chooseFirstGame(.computer(level: level, person: humanSide))
                        onLearn()
                    } label: {
                        Label("Learn to Play First", systemImage: "graduationcap")
                    }
                } footer: {
                    // The lesson's length, counted and said by the core.
                    Text(lessonIntro())
                }

                Section {
                    Picker("Level", selection: $level) {
                        ForEach(model.levels, id: \.level) { info in
                            Text(info.title).tag(info.level)
                        }
                    }
                    Picker("You play", selection: $humanSide) {
                        Text("White").tag(Side.white)
                        Text("Black").tag(Side.black)
                    }
                    .pickerStyle(.segmented)
                    Button {
                        model.chooseFirstGame(.computer(level: level, person: humanSide))
                        dismiss()
                    } label: {
                        Label("Play Against the Computer", systemImage: "cpu")
                    }
                } header: {
                    Text("Against the computer")
                } footer: {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(levelDescription)
                        Text(levelOutlook)
                        Text(levelRating)
                    }
                }

                Section {
                    Button {
                        model.chooseFirstGame(.twoPlayers)
                        dismiss()
                    } label: {
                        Label("Play With Two Players", systemImage: "person.2")
                    }
                } header: {
                    Text("Two players")
                } footer: {
                    Text("Two people take turns on this device. You can change the players at any time in Options.")
                }
            }
            .navigationTitle("New Game")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Not Now") {
                        model.chooseFirstGame(nil)
                        dismiss()
                    }
                }
            }
        }
    }

    /// What to expect against the chosen level, in the core's one honest line.
    private var levelOutlook: String {
        model.levels.first(where: { $0.level == level })?.outlook ?? ""
    }

    /// The chosen level's rating on the ladder, in the core's words.
    private var levelRating: String {
        model.levels.first(where: { $0.level == level })?.ratingText ?? ""
    }

    /// How the chosen level plays, in the core's words.
    private var levelDescription: String {
        model.levels.first(where: { $0.level == level })?.description ?? ""
    }
}
