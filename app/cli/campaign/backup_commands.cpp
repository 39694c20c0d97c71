#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/campaign/campaign_backups.hpp"

namespace tachanka::cli {
namespace {

std::string kindOf(const core::CampaignBackup& backup) {
    return backup.beforeRestore ? "before a restore" : "before the day's first change";
}

int runList(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "backup list", {1, 1, "FILE"});
    const std::filesystem::path file = args.positionals()[0];
    const auto backups = core::listBackups(file);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("folder").value(core::backupFolder(file).string());
        json.key("backups").beginArray();
        for (const auto& backup : backups) {
            json.beginObject();
            json.key("name").value(backup.path.filename().string());
            json.key("path").value(backup.path.string());
            json.key("made_on").value(backup.madeOn);
            json.key("made_at").value(backup.madeAt);
            json.key("before_restore").value(backup.beforeRestore);
            json.key("turn").value(backup.turnLine);
            json.key("last_action").value(backup.lastAction);
            json.endObject();
        }
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    if (backups.empty()) {
        std::cout << "no backups of " << file.string() << " yet in "
                  << core::backupFolder(file).string() << '\n';
        return 0;
    }
    for (const auto& backup : backups) {
        std::cout << backup.path.filename().string() << "  " << backup.madeOn << ' '
                  << backup.madeAt << " (" << kindOf(backup) << ")\n    " << backup.turnLine
                  << "; last action: "
                  << (backup.lastAction.empty() ? "its creation" : backup.lastAction) << '\n';
    }
    return 0;
}

int runRestore(std::span<const std::string> words) {
    const Arguments args(words, {{"from", true}, {"json", false}}, "backup restore",
                         {1, 1, "FILE"});
    const std::filesystem::path file = args.positionals()[0];
    const auto restored = core::restoreBackup(file, args.requiredValue("from"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("restored").value(restored.restored.path.string());
        json.key("turn").value(restored.restored.turnLine);
        json.key("previous").value(restored.previous.string());
        json.endObject();
        json.finish();
    } else {
        std::cout << "restored " << file.string() << " from "
                  << restored.restored.path.filename().string() << ": "
                  << restored.restored.turnLine << "\nthe campaign as it stood is kept in "
                  << restored.previous.string() << " (restore it to take this back)\n";
    }
    return 0;
}

constexpr Command commands[] = {
    {"list", "the campaign's backups, newest first",
     "usage: tachanka-cli backup list FILE [--json]\n"
     "\n"
     "Before the first change of each day of play Tachanka copies the whole campaign into\n"
     "the folder FILE-backups beside it, and keeps the newest 10 (the campaign's settings\n"
     "backups-folder and backups-kept say otherwise). Lists them with where each campaign\n"
     "stood and its last action.\n"
     "\n"
     "  --json   machine output: {\"folder\", \"backups\": [{\"name\", \"path\", \"made_on\",\n"
     "           \"made_at\", \"before_restore\", \"turn\", \"last_action\"}]}\n",
     runList},
    {"restore", "put a backup back in place of the campaign",
     "usage: tachanka-cli backup restore FILE --from BACKUP [--json]\n"
     "\n"
     "Replaces the whole campaign in FILE by BACKUP (a name 'backup list' gives, or a\n"
     "path), in one step. The campaign as it stood is backed up first: undo, or restoring\n"
     "that copy, takes the restore back. Refused, nothing changed, when BACKUP is not a\n"
     "backup of this campaign or another program is changing FILE.\n"
     "\n"
     "  --from BACKUP  the backup to restore\n"
     "  --json         machine output: {\"restored\", \"turn\", \"previous\"}\n",
     runRestore},
};

}  // namespace

std::span<const Command> backupCommands() { return commands; }

}  // namespace tachanka::cli
