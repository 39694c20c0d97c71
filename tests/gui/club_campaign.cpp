#include "tests/gui/club_campaign.hpp"

#include <functional>
#include <string>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/records/unit_records.hpp"

namespace tachanka::testing {
namespace {

// Orel 1919, 2.1: seven phases a player, the Whites then the Reds.
constexpr int phasesPerDay = 14;

void advance(const std::filesystem::path& file, int phases) {
    for (int i = 0; i < phases; ++i) core::advanceTurn(file);
}

// What happened to unit `code`, recorded as the players would record it.
void record(const std::filesystem::path& file, const std::string& code, const std::string& reason,
            const std::function<void(core::UnitChangeRequest&)>& change) {
    core::UnitChangeRequest request;
    request.code = code;
    request.reason = reason;
    change(request);
    core::recordUnitChange(file, request);
}

}  // namespace

void playClubCampaign(const std::filesystem::path& file) {
    core::createCampaign({file, "historical", 5, {}});
    advance(file, 5);  // the Whites' combat phase of the first day
    record(file, "1/1K", "attack on Kromy", [](auto& unit) { unit.loseSteps = 2; });
    record(file, "2/1K", "attack on Kromy", [](auto& unit) {
        unit.loseSteps = 1;
        unit.unsupplied = true;
    });
    advance(file, phasesPerDay - 5);
    record(file, "1/9D", "Kromy counter-attack", [](auto& unit) { unit.loseSteps = 2; });
    record(file, "2/9D", "surrounded at Kromy", [](auto& unit) { unit.capture = true; });
    record(file, "1/2K", "Kromy", [](auto& unit) { unit.loseSteps = 3; });
    advance(file, phasesPerDay);
    record(file, "3/1K", "Orël", [](auto& unit) {
        unit.loseSteps = 2;
        unit.outOfCommand = true;
    });
    advance(file, phasesPerDay);
}

}  // namespace tachanka::testing
