#include "model/phase.hpp"

#include "model/named_enum.hpp"

namespace tachanka::model {
namespace {

constexpr std::array<EnumName<Phase>, 7> names{{
    {Phase::DepotStatus, "depots"},
    {Phase::Recruitment, "recruitment"},
    {Phase::CommandCheck, "command"},
    {Phase::RandomEvents, "events"},
    {Phase::Movement, "movement"},
    {Phase::Combat, "combat"},
    {Phase::CleanUp, "clean-up"},
}};

constexpr std::array<EnumName<Phase>, 7> titles{{
    {Phase::DepotStatus, "Check status of depots"},
    {Phase::Recruitment, "Recruitment and attachment of new recruits"},
    {Phase::CommandCheck, "Check units' command status"},
    {Phase::RandomEvents, "Check for random events (optional)"},
    {Phase::Movement, "Movement and special actions"},
    {Phase::Combat, "Combat and ammunition resupply"},
    {Phase::CleanUp, "Remove Barrage, Support and Rout markers"},
}};

}  // namespace

std::string_view phaseName(Phase phase) { return nameOf(names, phase); }
std::string_view phaseTitle(Phase phase) { return nameOf(titles, phase); }
std::optional<Phase> phaseNamed(std::string_view name) { return valueNamed(names, name); }


}  // namespace tachanka::model
