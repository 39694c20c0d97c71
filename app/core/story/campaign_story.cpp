#include "app/core/story/campaign_story.hpp"

#include <fstream>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/story/image_format.hpp"
#include "db/battle_records.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/officer_repository.hpp"
#include "db/story_records.hpp"
#include "model/ledger_kind.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;

constexpr std::size_t longestNote = 64 * 1024;
constexpr std::uintmax_t largestPhoto = 16 * 1024 * 1024;

// What a subject named in the campaign resolves to: the note's or photo's own fields, its
// day, and the words that name it.
struct Resolved {
    model::NoteSubject subject = model::NoteSubject::Day;
    model::GameDate date;
    std::optional<std::int64_t> battleId;
    std::optional<std::int64_t> unitId;
    std::optional<std::int64_t> officerId;
    std::string about;
};

int subjectsNamed(const StorySubject& subject) {
    return (subject.day ? 1 : 0) + (subject.battle ? 1 : 0) + (subject.unit ? 1 : 0) +
           (subject.officer ? 1 : 0);
}

const model::Officer& officerWithId(const std::vector<model::Officer>& officers,
                                    std::int64_t id) {
    for (const auto& officer : officers) {
        if (officer.id == id) return officer;
    }
    throw UserError("no officer " + std::to_string(id) + " in this campaign (see officers)");
}

std::string battleWords(const model::Battle& battle) {
    return "battle " + std::to_string(battle.id) + " · " + battle.date.longForm() + " · hex " +
           battle.hex.label();
}

Resolved resolve(SQLite::Database& database, const model::Campaign& campaign,
                 const StorySubject& subject) {
    Resolved resolved;
    resolved.date = campaign.date;
    if (subject.day) {
        resolved.date = dateNamed(*subject.day, "the day of the note");
        if (resolved.date < campaign.startDate || resolved.date > campaign.date) {
            throw UserError("the day " + resolved.date.iso() + " is not one the campaign has "
                            "played: it runs from " + campaign.startDate.iso() + " to " +
                            campaign.date.iso() + " so far");
        }
        resolved.about = resolved.date.longForm();
    } else if (subject.battle) {
        const auto battle = db::loadBattle(database, *subject.battle);
        if (!battle) {
            throw UserError("no battle " + std::to_string(*subject.battle) + " in this campaign");
        }
        resolved.subject = model::NoteSubject::Battle;
        resolved.battleId = battle->id;
        resolved.date = battle->date;
        resolved.about = battleWords(*battle);
    } else if (subject.unit) {
        const auto& unit = unitCoded(campaign, *subject.unit, subject.side);
        resolved.subject = model::NoteSubject::Unit;
        resolved.unitId = unit.id;
        resolved.about = "unit " + unit.code + " (" + unit.name + ")";
    } else if (subject.officer) {
        const auto officers = db::loadOfficers(database);
        const auto& officer = officerWithId(officers, *subject.officer);
        resolved.subject = model::NoteSubject::Officer;
        resolved.officerId = officer.id;
        resolved.about = "officer " + std::to_string(officer.id) + " (" + officer.name + ")";
    }
    return resolved;
}

// The words a listed note or photo is about, from what it stores: a unit by its id (its code
// may be both sides'), the rest as when it was written.
std::string aboutStored(SQLite::Database& database, const model::Campaign& campaign,
                        const model::GameDate& date, std::optional<std::int64_t> battleId,
                        std::optional<std::int64_t> unitId,
                        std::optional<std::int64_t> officerId) {
    if (unitId) {
        for (const auto& side : campaign.sides) {
            for (const auto* unit : side.units()) {
                if (unit->id == *unitId) return "unit " + unit->code + " (" + unit->name + ")";
            }
        }
    }
    if (!battleId && !officerId) return date.longForm();
    StorySubject subject;
    subject.battle = battleId;
    subject.officer = officerId;
    return resolve(database, campaign, subject).about;
}

// A note keeps what the player typed, line breaks and tabs too; a line break typed on Windows
// is kept as one.
std::string checkedText(const std::string& typed) {
    std::string text;
    for (std::size_t at = 0; at < typed.size(); ++at) {
        if (typed[at] == '\r') {
            if (at + 1 >= typed.size() || typed[at + 1] != '\n') text += '\n';
        } else {
            text += typed[at];
        }
    }
    if (text.find_first_not_of(" \t\n") == std::string::npos) {
        throw UserError("a note needs some text");
    }
    if (text.size() > longestNote) {
        throw UserError("the note is " + std::to_string(text.size()) + " bytes, more than a note "
                        "holds (" + std::to_string(longestNote) + "): keep it to a page");
    }
    for (std::size_t at = 0; at < text.size();) {
        const auto character = model::utf8CharacterAt(text, at);
        if (!character) throw UserError("the note's text is not UTF-8 at byte " + std::to_string(at));
        if (character->point != '\n' && character->point != '\t' &&
            model::isHiddenCharacter(character->point)) {
            throw UserError("the note holds the control character " +
                            model::printable(text.substr(at, character->length)) +
                            ": a note is plain text, with line breaks and tabs");
        }
        at += character->length;
    }
    return text;
}

std::string imageBytes(const std::filesystem::path& image) {
    std::error_code error;
    const auto size = std::filesystem::file_size(image, error);
    if (error) throw UserError(image.string() + ": cannot be read (" + error.message() + ")");
    if (size > largestPhoto) {
        throw UserError(image.string() + " is " + std::to_string(size / (1024 * 1024)) +
                        " MB, more than a photo may be (16 MB): save it smaller");
    }
    std::ifstream in(image, std::ios::binary);
    if (!in) throw UserError(image.string() + ": cannot be read");
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

db::StoryFilter filterOf(SQLite::Database& database, const model::Campaign& campaign,
                         const StorySubject& subject) {
    if (subjectsNamed(subject) > 1) {
        throw UserError("name one of a day, a battle, a unit or an officer");
    }
    db::StoryFilter filter;
    if (subjectsNamed(subject) == 0) return filter;
    const auto resolved = resolve(database, campaign, subject);
    if (subject.day) filter.date = resolved.date.iso();
    filter.battleId = resolved.battleId;
    filter.unitId = resolved.unitId;
    filter.officerId = resolved.officerId;
    return filter;
}

LedgerTags tagsOf(model::LedgerKind kind, const Resolved& resolved, std::string reason) {
    auto tags = LedgerTags::of(kind).because(std::move(reason));
    if (resolved.battleId) tags.inBattle(*resolved.battleId);
    if (resolved.unitId) tags.forUnit(*resolved.unitId);
    if (resolved.officerId) tags.forOfficer(*resolved.officerId);
    return tags;
}

}  // namespace

NoteView writeNote(const std::filesystem::path& file, const StorySubject& subject,
                   const std::string& text) {
    if (subjectsNamed(subject) != 1) {
        throw UserError("a note is on one day, battle, unit or officer: name one");
    }
    const std::string checked = checkedText(text);
    NoteView view;
    runCampaignAction(file, "note", "note", [&](ActionContext& ctx) {
        const auto resolved = resolve(ctx.database, ctx.campaign, subject);
        view.note = {0, resolved.date, resolved.subject, resolved.battleId, resolved.unitId,
                     resolved.officerId, checked};
        view.about = resolved.about;
        view.note.id = ctx.journal.insert(Table::Note, db::noteRow(view.note),
                                          tagsOf(model::LedgerKind::Note, resolved,
                                                 "note on " + resolved.about));
        ctx.journal.describe("note on " + resolved.about);
    });
    return view;
}

std::vector<NoteView> listNotes(const std::filesystem::path& file, const StorySubject& subject) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        std::vector<NoteView> views;
        for (auto& note : db::loadNotes(database, filterOf(database, campaign, subject))) {
            auto about = aboutStored(database, campaign, note.date, note.battleId, note.unitId,
                                     note.officerId);
            views.push_back({std::move(note), std::move(about)});
        }
        return views;
    });
}

PhotoView attachPhoto(const std::filesystem::path& file, const StorySubject& subject,
                      const std::filesystem::path& image, const std::string& caption) {
    if (subjectsNamed(subject) != 1 || subject.unit || subject.officer) {
        throw UserError("a photo is of a battle or a day: name one");
    }
    const std::string bytes = imageBytes(image);
    const auto format = imageFormatOf(bytes);
    if (!format) {
        throw UserError(image.string() + " is not a PNG or JPEG image a photo can be");
    }
    const std::string checkedCaption = caption.empty() ? caption : checkedText(caption);
    PhotoView view;
    runCampaignAction(file, "photo", "photo", [&](ActionContext& ctx) {
        const auto resolved = resolve(ctx.database, ctx.campaign, subject);
        view.photo = {0,
                      resolved.date,
                      resolved.battleId,
                      format->mediaType,
                      format->width,
                      format->height,
                      checkedCaption};
        view.about = resolved.about;
        view.photo.id = ctx.journal.insert(
            Table::Photo, db::photoRow(view.photo, base64Encoded(bytes)),
            tagsOf(model::LedgerKind::Photo, resolved,
                   "photo of " + resolved.about + " (" + std::to_string(format->width) + "×" +
                       std::to_string(format->height) + ")"));
        ctx.journal.describe("photo of " + resolved.about);
    });
    return view;
}

std::vector<PhotoView> listPhotos(const std::filesystem::path& file, const StorySubject& subject) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        std::vector<PhotoView> views;
        for (auto& photo : db::loadPhotos(database, filterOf(database, campaign, subject))) {
            auto about = aboutStored(database, campaign, photo.date, photo.battleId,
                                     std::nullopt, std::nullopt);
            views.push_back({std::move(photo), std::move(about)});
        }
        return views;
    });
}

void extractPhoto(const std::filesystem::path& file, std::int64_t id,
                  const std::filesystem::path& output) {
    const auto image = readCampaignFile(file, [&](SQLite::Database& database,
                                                  const model::Campaign&) {
        const auto stored = db::photoData(database, id);
        if (!stored) throw UserError("no photo " + std::to_string(id) + " in this campaign");
        auto bytes = base64Decoded(*stored);
        if (!bytes || !imageFormatOf(*bytes)) {
            throw UserError("the campaign file's photo " + std::to_string(id) +
                            " is damaged: its image is not a PNG or JPEG any more");
        }
        return std::move(*bytes);
    });
    asUserErrors([&] {
        OutputFile out(output, file);
        out.write(image);
        out.commit();
    });
}

}  // namespace tachanka::core
