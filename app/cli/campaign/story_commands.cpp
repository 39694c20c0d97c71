// tachanka-cli note, notes, photo, photos: the players' story of the campaign (issue 51).

#include <climits>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/records.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/story/campaign_story.hpp"

namespace tachanka::cli {
namespace {

core::StorySubject subjectOf(const Arguments& args) {
    core::StorySubject subject;
    subject.day = args.value("day");
    if (const auto battle = args.intValue("battle", 1, INT_MAX)) subject.battle = *battle;
    subject.unit = args.value("unit");
    subject.side = args.value("side");
    if (const auto officer = args.intValue("officer", 1, INT_MAX)) subject.officer = *officer;
    return subject;
}

const std::vector<std::string> noteColumns{"id",      "date",       "subject", "battle",
                                           "unit_id", "officer_id", "about",   "text"};

std::vector<Cell> noteCells(const core::NoteView& view) {
    const auto& note = view.note;
    return {note.id,
            note.date.iso(),
            std::string(model::nameOf(model::noteSubjectNames, note.subject)),
            cellOf(note.battleId),
            cellOf(note.unitId),
            cellOf(note.officerId),
            view.about,
            note.text};
}

const std::vector<std::string> photoColumns{"id",     "date",   "battle",  "about", "media_type",
                                            "width",  "height", "caption"};

std::vector<Cell> photoCells(const core::PhotoView& view) {
    const auto& photo = view.photo;
    return {photo.id,       photo.date.iso(),       cellOf(photo.battleId),
            view.about,     photo.mediaType,        std::int64_t{photo.width},
            std::int64_t{photo.height}, photo.caption};
}

int runNote(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"day", true},
                          {"battle", numbers},
                          {"unit", true},
                          {"side", true},
                          {"officer", numbers},
                          {"text", true},
                          {"json", false}},
                         "note", {1, 1, "FILE"});
    const auto view =
        core::writeNote(args.positionals()[0], subjectOf(args), args.requiredValue("text"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        writeRecord(json, noteColumns, noteCells(view));
        json.finish();
        return 0;
    }
    std::cout << "note " << view.note.id << " on " << view.about << '\n';
    return 0;
}

int runNotes(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"day", true},
                          {"battle", numbers},
                          {"unit", true},
                          {"side", true},
                          {"officer", numbers},
                          {"json", false},
                          {"csv", false}},
                         "notes", {1, 1, "FILE"});
    const auto notes = core::listNotes(args.positionals()[0], subjectOf(args));
    if (const auto format = recordFormat(args, "notes")) {
        writeRecords(std::cout, *format, noteColumns, notes, noteCells);
        return 0;
    }
    if (notes.empty()) {
        std::cout << "no notes yet\n";
        return 0;
    }
    for (const auto& view : notes) {
        std::cout << "note " << view.note.id << " · " << view.note.date.iso() << " · "
                  << view.about << '\n';
        std::string line;
        for (const char c : view.note.text + '\n') {
            if (c != '\n') {
                line += c;
                continue;
            }
            std::cout << "    " << line << '\n';
            line.clear();
        }
    }
    return 0;
}

int runPhoto(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"battle", numbers},
                          {"day", true},
                          {"file", true},
                          {"caption", true},
                          {"json", false}},
                         "photo", {1, 1, "FILE"});
    const auto view = core::attachPhoto(args.positionals()[0], subjectOf(args),
                                        args.requiredValue("file"),
                                        args.value("caption").value_or(""));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        writeRecord(json, photoColumns, photoCells(view));
        json.finish();
        return 0;
    }
    std::cout << "photo " << view.photo.id << " of " << view.about << " (" << view.photo.width
              << "×" << view.photo.height << ")\n";
    return 0;
}

int runExtract(const Arguments& args, int id) {
    const auto out = args.value("output");
    if (!out) throw UsageError("tachanka-cli photos: --extract ID needs -o OUT, the image to write");
    core::extractPhoto(args.positionals()[0], id, *out);
    std::cout << "photo " << id << " written to " << *out << '\n';
    return 0;
}

int runPhotos(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"battle", numbers},
                          {"day", true},
                          {"extract", numbers},
                          {"output", true, 'o'},
                          {"json", false},
                          {"csv", false}},
                         "photos", {1, 1, "FILE"});
    if (const auto id = args.intValue("extract", 1, INT_MAX)) return runExtract(args, *id);
    const auto photos = core::listPhotos(args.positionals()[0], subjectOf(args));
    if (const auto format = recordFormat(args, "photos")) {
        writeRecords(std::cout, *format, photoColumns, photos, photoCells);
        return 0;
    }
    if (photos.empty()) {
        std::cout << "no photos yet\n";
        return 0;
    }
    TextTable table({"Photo", "Date", "Of", "Size", "Caption"});
    for (const auto& view : photos) {
        table.addRow({std::to_string(view.photo.id), view.photo.date.iso(), view.about,
                      std::to_string(view.photo.width) + "×" + std::to_string(view.photo.height),
                      view.photo.caption});
    }
    table.print(std::cout);
    return 0;
}

constexpr Command commands[] = {
    {"note", "write a note on a day, a battle, a unit or an officer",
     "usage: tachanka-cli note FILE (--day DATE | --battle ID | --unit CODE [--side S] |\n"
     "                               --officer ID) --text TEXT [--json]\n"
     "\n"
     "Keeps the players' words in the campaign: an after-action report, a ruling, a story.\n"
     "Plain text in any script, line breaks kept, up to 64 kB. A note on a battle\n"
     "tells of its day; on a unit or an officer, of today. One action: undo takes it back.\n"
     "\n"
     "  --day DATE     a day the campaign has played (1919-10-15)\n"
     "  --battle ID    a battle (battle list)\n"
     "  --unit CODE    a unit; --side S when both sides use the code\n"
     "  --officer ID   an officer (officers)\n"
     "  --text TEXT    the note\n"
     "  --json         {\"id\", \"date\", \"subject\", \"battle\", \"unit_id\", \"officer_id\",\n"
     "                 \"about\", \"text\"}\n",
     runNote},
    {"notes", "the players' notes, by day, battle, unit or officer",
     "usage: tachanka-cli notes FILE [--day DATE | --battle ID | --unit CODE [--side S] |\n"
     "                                --officer ID] [--json|--csv]\n"
     "\n"
     "Lists the notes written, oldest first: every one, or those on one day, battle, unit or\n"
     "officer.\n"
     "  --json   [the note's fields as note --json gives them]\n"
     "  --csv    the same as a spreadsheet (UTF-8, RFC 4180), a header row of those names\n",
     runNotes},
    {"photo", "attach a photo of the table to a battle or a day",
     "usage: tachanka-cli photo FILE (--battle ID | --day DATE) --file IMG [--caption TEXT]\n"
     "                          [--json]\n"
     "\n"
     "Keeps a PNG or JPEG photo (up to 16 MB; what it is is read from the image, not its\n"
     "name) in the campaign file: exported and imported with it, printed in the chronicle.\n"
     "One action: undo takes it back.\n"
     "  --json   {\"id\", \"date\", \"battle\", \"about\", \"media_type\", \"width\", \"height\",\n"
     "           \"caption\"}\n",
     runPhoto},
    {"photos", "the photos attached, or one of them written out",
     "usage: tachanka-cli photos FILE [--battle ID | --day DATE] [--json|--csv]\n"
     "       tachanka-cli photos FILE --extract ID -o OUT\n"
     "\n"
     "Lists the photos, oldest first (every one, or those of a battle or a day); --extract\n"
     "writes photo ID's image to OUT as it was attached.\n"
     "  --json   [the photo's fields as photo --json gives them]\n"
     "  --csv    the same as a spreadsheet (UTF-8, RFC 4180), a header row of those names\n",
     runPhotos},
};

}  // namespace

std::span<const Command> storyCommands() { return commands; }

}  // namespace tachanka::cli
