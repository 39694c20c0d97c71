#include "app/core/story/campaign_history.hpp"

#include <SQLiteCpp/Transaction.h>

#include <algorithm>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_backups.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/records/record_checks.hpp"
#include "db/campaign_backup.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/history_records.hpp"
#include "db/taken_back.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::core {
namespace {

constexpr std::size_t longestBookmark = 100;

model::GameDate ledgerDay(const std::string& text, std::int64_t actionId) {
    try {
        return model::GameDate::parseIso(text);
    } catch (const std::invalid_argument&) {
        throw UserError("the campaign file is damaged: its ledger dates action " +
                        std::to_string(actionId) + " " + model::quoted(text) +
                        ", which is not a day");
    }
}

std::vector<HistoryMoment> momentsOf(SQLite::Database& database) {
    const auto bookmarks = db::loadBookmarks(database);
    std::vector<HistoryMoment> moments;
    for (const auto& stored : db::loadMoments(database)) {
        HistoryMoment moment{stored.actionId, stored.kind, stored.description,
                             stored.recordedAt, {},    {},
                             stored.takenBack,  {}};
        // An action that wrote no ledger row left the campaign where the one before did.
        if (stored.day) {
            moment.day = ledgerDay(*stored.day, stored.actionId);
        } else if (!moments.empty()) {
            moment.day = moments.back().day;
        }
        moment.phase = stored.phase.value_or(moments.empty() ? "" : moments.back().phase);
        for (const auto& bookmark : bookmarks) {
            if (bookmark.actionId == stored.actionId) moment.bookmarks.push_back(bookmark.name);
        }
        moments.push_back(std::move(moment));
    }
    if (moments.empty()) throw UserError("the campaign file is damaged: it has no history");
    return moments;
}

std::string bookmarkNames(const std::vector<HistoryMoment>& moments) {
    std::string names;
    for (const auto& moment : moments) {
        for (const auto& name : moment.bookmarks) {
            names += (names.empty() ? "" : ", ") + model::quoted(name);
        }
    }
    return names;
}

const HistoryMoment& chosenMoment(const std::vector<HistoryMoment>& moments,
                                  const MomentChoice& choice) {
    const int named = (choice.day ? 1 : 0) + (choice.action ? 1 : 0) + (choice.bookmark ? 1 : 0);
    if (named != 1) {
        throw UserError("name one moment of the campaign's history: the end of a day, an "
                        "action or a bookmark",
                        {"day DATE", "action N", "bookmark NAME"});
    }
    if (choice.action) {
        for (const auto& moment : moments) {
            if (moment.actionId == *choice.action) return moment;
        }
        throw UserError("no action " + std::to_string(*choice.action) +
                        " in the campaign's history: it runs from action " +
                        std::to_string(moments.front().actionId) + " to action " +
                        std::to_string(moments.back().actionId));
    }
    if (choice.bookmark) {
        for (const auto& moment : moments) {
            const auto& names = moment.bookmarks;
            if (std::find(names.begin(), names.end(), *choice.bookmark) != names.end()) {
                return moment;
            }
        }
        const auto names = bookmarkNames(moments);
        throw UserError("no bookmark " + model::quoted(*choice.bookmark) + " in the campaign" +
                        (names.empty() ? std::string(": it has none yet")
                                       : " (bookmarks: " + names + ")"));
    }
    const auto day = dateNamed(*choice.day, "the day of the history");
    if (day < moments.front().day) {
        throw UserError("the campaign begins on " + moments.front().day.longForm() + ": " +
                        day.longForm() + " is before its history");
    }
    if (day > moments.back().day) {
        throw UserError("the campaign has not reached " + day.longForm() + ": it stands on " +
                        moments.back().day.longForm());
    }
    // The end of the day: after the last action that left the campaign on it (or, on a day
    // no action was recorded, where the day before left it).
    const auto last = std::find_if(moments.rbegin(), moments.rend(),
                                   [&](const HistoryMoment& moment) { return moment.day <= day; });
    return *last;
}

std::string momentWords(const HistoryMoment& moment, const MomentChoice& choice) {
    const std::string action = "action " + std::to_string(moment.actionId) + ", " +
                               model::quoted(moment.description);
    if (choice.bookmark) return "bookmark " + model::quoted(*choice.bookmark) + " (" + action + ")";
    if (choice.day) return "the end of " + moment.day.longForm() + " (" + action + ")";
    return action;
}

void checkBookmarkName(const std::string& name) {
    checkTypedText(name, "the bookmark's name");
    if (name.find_first_not_of(' ') == std::string::npos) {
        throw UserError("a bookmark needs a name", {"name NAME"});
    }
    if (name.size() > longestBookmark) {
        throw UserError("the bookmark's name " + model::quoted(name) + " is longer than " +
                        std::to_string(longestBookmark) + " bytes: give a shorter one");
    }
}

}  // namespace

std::vector<HistoryMoment> campaignHistory(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaign = db::CampaignFile::openForReading(file);
        std::vector<HistoryMoment> moments;
        campaign.readAtOnce([&] { moments = momentsOf(campaign.database()); });
        return moments;
    });
}

PastCampaign campaignAsItStood(const std::filesystem::path& file, const MomentChoice& choice,
                               const std::optional<std::filesystem::path>& output) {
    return asUserErrors([&] {
        std::optional<OutputFile> out;
        if (output) out.emplace(*output, file);
        auto copy = db::CampaignFile::openCopy(file);
        auto& database = copy.database();
        const auto moments = momentsOf(database);
        PastCampaign past{chosenMoment(moments, choice), {}, false};
        past.latest = past.moment.actionId == moments.back().actionId;
        {
            SQLite::Transaction change(database);
            db::undoActionsAfter(database, past.moment.actionId);
            change.commit();
        }
        past.campaign = db::loadCampaign(database);
        if (out) {
            out->write(db::campaignBytes(database));
            out->commit();
        }
        return past;
    });
}

HistoryMoment bookmarkMoment(const std::filesystem::path& file, const std::string& name) {
    checkBookmarkName(name);
    runCampaignAction(file, "bookmark", "bookmark " + model::quoted(name),
                      [&](ActionContext& context) {
                          for (const auto& bookmark : db::loadBookmarks(context.database)) {
                              if (bookmark.name != name) continue;
                              throw UserError("the campaign has a bookmark " +
                                              model::quoted(name) + " already, at action " +
                                              std::to_string(bookmark.actionId) +
                                              ": give another name");
                          }
                          context.journal.insert(
                              db::Table::Bookmark,
                              db::bookmarkRow(name, context.journal.actionId()),
                              db::LedgerTags::of(model::LedgerKind::Bookmark).because(name));
                      });
    return campaignHistory(file).back();
}

ReturnedCampaign returnCampaign(const std::filesystem::path& file, const MomentChoice& choice) {
    return asUserErrors([&] {
        auto campaign = db::CampaignFile::open(file);
        ReturnedCampaign returned;
        backingUpTodaysFirstChange(campaign, [&] {
            auto& database = campaign.database();
            db::loadCampaign(database);  // a damaged campaign is refused before any change
            const auto moments = momentsOf(database);
            const auto& to = chosenMoment(moments, choice);
            if (to.actionId == moments.back().actionId) {
                throw UserError("the campaign stands at " + momentWords(to, choice) +
                                " already: nothing to return from");
            }
            returned.to = to;
            returned.takenBack = static_cast<std::int64_t>(moments.size()) -
                                 (&to - moments.data()) - 1;
            returned.description = "return to " + momentWords(to, choice);
            returned.actionId = campaign.returnTo(to.actionId, returned.description);
        });
        return returned;
    });
}

}  // namespace tachanka::core
