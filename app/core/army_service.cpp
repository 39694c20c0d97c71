#include "app/core/army_service.hpp"

#include <memory>

#include "app/core/paths.hpp"
#include "app/core/user_error.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

std::vector<std::filesystem::path> armyFolders() {
    std::vector<std::filesystem::path> folders;
    for (const auto& templates : templateFolders()) folders.push_back(templates / "armies");
    return folders;
}

ra::ArmyList loadArmy(std::string_view id) {
    const auto entries = ra::findArmyLists(armyFolders());
    std::string known;
    for (const auto& entry : entries) {
        if (entry.id == id) return ra::loadArmyList(entry.file);
        known += (known.empty() ? "" : ", ") + entry.id;
    }
    throw UserError("no army '" + std::string(id) + "' (available: " +
                    (known.empty() ? "none installed" : known) + ")");
}

}  // namespace

std::vector<ra::ArmyEntry> listArmies() {
    return asUserErrors([] { return ra::findArmyLists(armyFolders()); });
}

ra::ArmyList describeArmy(std::string_view id) {
    return asUserErrors([id] { return loadArmy(id); });
}

OfficerDrawReport drawArmyOfficers(const OfficerDrawRequest& request) {
    return asUserErrors([&request] {
        const auto army = loadArmy(request.armyId);
        std::unique_ptr<rules::Dice> source;
        if (request.typedDice) {
            source = std::make_unique<rules::ScriptedDice>(*request.typedDice);
        } else {
            source = std::make_unique<rules::SeededDice>(request.seed);
        }
        rules::RecordingDice dice(*source);
        ra::TokenPool pool(army.tokenPool);
        OfficerDrawReport report;
        report.armyId = army.id;
        report.armyName = army.name;
        report.provisional = army.provisional;
        report.rule = army.drawRule;
        report.draws =
            ra::drawOfficers(pool, army.drawRule, request.seniors, request.juniors, dice);
        if (auto* typed = dynamic_cast<rules::ScriptedDice*>(source.get());
            typed && typed->remaining() > 0) {
            throw UserError(std::to_string(typed->remaining()) +
                            " typed dice left over: the draw needed only " +
                            std::to_string(dice.rolls().size()));
        }
        report.rolls = dice.rolls();
        report.tokensLeft = pool.size();
        return report;
    });
}

}  // namespace tachanka::core
