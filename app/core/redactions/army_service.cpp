#include "app/core/redactions/army_service.hpp"

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"

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
    throw UserError("no army '" + std::string(id) +
                    "' (available: " + (known.empty() ? "none installed" : known) + ")");
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
        OfficerDrawReport report;
        report.armyId = army.id;
        report.armyName = army.name;
        report.provisional = army.provisional;
        report.rule = army.drawRule;
        ra::TokenPool pool(army.tokenPool);
        auto drawn = rollWith(request.dice, [&](rules::Dice& dice) {
            return ra::drawOfficersChoosing(pool, army.drawRule, request.seniors, request.juniors,
                                            dice, request.keep);
        });
        report.draws = std::move(drawn.result.draws);
        report.awaitingChoice = drawn.result.awaitingChoice;
        report.rolls = std::move(drawn.rolls);
        report.tokensLeft = pool.size();
        return report;
    });
}

ra::FlightCheck checkArmyFlight(std::string_view armyId, int originalPoints,
                                const ra::ArmyLosses& losses) {
    return asUserErrors(
        [&] { return ra::flightCheck(loadArmy(armyId).flightPercent, originalPoints, losses); });
}

}  // namespace tachanka::core
