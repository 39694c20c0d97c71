#include "app/core/campaign/override_fields.hpp"

#include "model/campaign.hpp"
#include "model/named_enum.hpp"

namespace tachanka::core {
namespace {

using db::Table;

template <const auto& table>
std::string namesOf() {
    return model::joinedNames(table);
}

template <const auto& table>
bool knownIn(std::string_view name) {
    return model::valueNamed(table, name).has_value();
}

std::string trainNames() { return "light, heavy, none"; }
bool knownTrain(std::string_view name) {
    return name == "none" || model::trainWeightNamed(name).has_value();
}
std::string phaseNames() {
    return "depots, recruitment, command, events, movement, combat, clean-up";
}
bool knownPhase(std::string_view name) { return model::phaseNamed(name).has_value(); }

}  // namespace

const std::vector<OverrideTarget>& overrideTargets() {
    using T = OverrideType;
    static const std::vector<OverrideTarget> all{
        {"unit",
         Table::Unit,
         {{"name", T::Text},
          {"steps_max", T::Integer, 1, 20},
          {"steps_lost", T::Integer, 0, 20},
          {"troop_quality", T::Integer, 1, 9},
          {"hex", T::OptionalHex},
          {"recruits_marker", T::Flag},
          {"strength", T::Integer, 0, 99},
          {"charge", T::OptionalInteger, 0, 99},
          {"fire", T::OptionalInteger, 0, 99},
          {"movement", T::OptionalInteger, 0, 99},
          {"shock", T::Flag},
          {"integrated_artillery", T::Flag},
          {"train", T::Named, 0, 0, trainNames, knownTrain},
          {"mode", T::Named, 0, 0, namesOf<model::unitModeNames>, knownIn<model::unitModeNames>},
          {"routed_on", T::OptionalDate},
          {"unsupplied", T::Flag},
          {"entrenchment", T::Named, 0, 0, namesOf<model::entrenchmentNames>,
           knownIn<model::entrenchmentNames>},
          {"out_of_command", T::Flag},
          {"off_map", T::Flag},
          {"fate", T::Named, 0, 0, namesOf<model::unitFateNames>, knownIn<model::unitFateNames>},
          {"arrival_date", T::OptionalDate},
          {"entry_hexes", T::HexList},
          {"mp_penalty", T::Integer, 0, 99},
          {"arrival_note", T::OptionalText},
          {"town_centre", T::Flag}}},
        {"side",
         Table::Side,
         {{"commander", T::OptionalText},
          {"recruit_points", T::Integer, 0, 999},
          {"prisoners", T::Integer, 0, 999},
          {"friendly_edges", T::Edges},
          {"recruit_battalions", T::Integer, 0, 99}}},
        {"formation",
         Table::Formation,
         {{"commander", T::OptionalText},
          {"main_bodies", T::Integer, 1, 9},
          {"inactive_through", T::OptionalDate},
          {"release_conditions", T::OptionalText}}},
        {"depot",
         Table::Depot,
         {{"munitions", T::Integer, 0, 99},
          {"functional", T::Flag},
          {"unsupplied", T::Flag},
          {"hex", T::OptionalHex},
          {"fate", T::Named, 0, 0, namesOf<model::unitFateNames>, knownIn<model::unitFateNames>},
          {"arrival_date", T::OptionalDate},
          {"entry_hexes", T::HexList},
          {"mp_penalty", T::Integer, 0, 99},
          {"arrival_note", T::OptionalText}}},
        {"officer",
         Table::Officer,
         {{"name", T::Text},
          {"rank", T::Named, 0, 0, namesOf<model::officerRankNames>,
           knownIn<model::officerRankNames>},
          {"fate", T::Named, 0, 0, namesOf<model::officerFateNames>,
           knownIn<model::officerFateNames>}}},
        {"location", Table::Location, {{"controller_side_id", T::OptionalSideName}}},
        {"campaign",
         Table::Campaign,
         {{"name", T::Text},
          {"game_date", T::Date},
          {"phase", T::Named, 0, 0, phaseNames, knownPhase},
          {"active_side_id", T::SideName},
          {"recruit_points_percent", T::Integer, 1, 1000}}},
        {"setting", Table::Setting, {{"value", T::Text}}},
    };
    return all;
}

std::string overrideFieldList(const OverrideTarget& target) {
    std::string list;
    for (const auto& field : target.fields) {
        list += (list.empty() ? "" : ", ") + std::string(field.column);
    }
    return list;
}

}  // namespace tachanka::core
