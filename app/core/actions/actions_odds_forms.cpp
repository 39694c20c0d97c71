#include "app/core/actions/actions_lookups.hpp"
#include "app/core/actions/actions_system.hpp"

namespace tachanka::core {
namespace {

namespace actions = rules::actions;
using Kind = OddsInput::Kind;

template <typename Enum>
Enum chosen(const OddsValues& values, std::string_view key) {
    return static_cast<Enum>(valueOf(values, key));
}

OddsAnswer orderPage(const OddsValues& values) {
    const OrderRequest request{chosen<actions::OrderTableKind>(values, "table"),
                               valueOf(values, "risk"), valueOf(values, "commanded") != 0};
    const auto tables = loadActionsTables();
    const auto band = actions::bandFor(tables.orderTable(request.table), request.risk).label();
    return {orderOdds(request), "Risk factor " + std::to_string(request.risk) + ": row " + band +
                                    ". *Italic*: commanded troops ignore it."};
}

OddsAnswer hitPage(const OddsValues& values) {
    return {
        hitOdds({chosen<actions::Range>(values, "range"), chosen<actions::Cover>(values, "cover")}),
        ""};
}

OddsAnswer damagePage(const OddsValues& values) {
    return {damageOdds({chosen<actions::WeaponClass>(values, "weapon"),
                        chosen<actions::Shooter>(values, "shooter")}),
            ""};
}

OddsAnswer activationPage(const OddsValues& values) {
    actions::ActivationRequest request;
    request.officer = {chosen<actions::FigureClass>(values, "class"), valueOf(values, "busy") != 0};
    request.drummer = valueOf(values, "drummer") != 0;
    request.loyal = valueOf(values, "loyal");
    request.disloyal = valueOf(values, "disloyal");
    const auto tables = loadActionsTables();
    return {activationOdds(request), "Points needed: " +
                                         std::to_string(actions::activationCost(
                                             tables.activation, request.loyal, request.disloyal)) +
                                         " (the whole group or none of it)."};
}

}  // namespace

std::vector<OddsForm> actionsTableOddsForms() {
    return {
        {"order",
         "order",
         {{"table", "Order table", Kind::Choice, 0, 0, 0, namesIn(actions::orderTableNames)},
          {"risk", "Risk factor", Kind::Number, -5, 20, 1},
          {"commanded", "commanded troops or a player character", Kind::Flag, 0, 1, 0}},
         {{"Order (d6)", 1, orderPage}}},
        {"hit",
         "to hit",
         {{"range", "Range", Kind::Choice, 0, 0, 0, namesIn(actions::rangeNames)},
          {"cover", "Target's cover", Kind::Choice, 0, 0, 0, namesIn(actions::coverNames)}},
         {{"To hit (D8)", 1, hitPage}}},
        {"damage",
         "damage",
         {{"weapon", "Weapon class", Kind::Choice, 0, 0, 0, namesIn(actions::weaponClassNames)},
          {"shooter", "Shooter", Kind::Choice, 0, 0, 0, namesIn(actions::shooterNames)}},
         {{"Shooting damage (d6)", 1, damagePage}}},
        {"activation",
         "activation",
         {{"class", "Officer's class", Kind::Choice, 0, 0, 1, namesIn(actions::figureClassNames)},
          {"busy", "officer loading, firing or in melee", Kind::Flag, 0, 1, 0},
          {"drummer", "a drummer or bugler commanded", Kind::Flag, 0, 1, 0},
          {"loyal", "Loyal figures", Kind::Number, 0, 100, 10},
          {"disloyal", "Disloyal figures and routers", Kind::Number, 0, 100, 0}},
         {{"Activation (command dice)", 1, activationPage}}},
    };
}

}  // namespace tachanka::core
