// The Orel 1919 combat modifiers, named as the rules text words them and grouped by the roll
// or value they change. The file gives the values; the words here only say what each is.

#include <algorithm>

#include "reports/qrs/orel/orel_qrs.hpp"
#include "reports/qrs/qrs_sheet.hpp"

namespace tachanka::reports {
namespace {

using namespace qrs;

// How a value reads: a die roll modifier, a plain count, a divisor of strength, or the TQ a
// unit without one checks at.
enum class Shown { Modifier, Count, Divisor, TroopQuality };

struct ModifierWords {
    std::string_view name;
    std::string_view words;
    Shown shown = Shown::Modifier;
};

constexpr ModifierWords modifierWords[] = {
    {"cohesion.friendly-vehicle", "A friendly vehicle in the stack"},
    {"cohesion.enemy-vehicle", "An enemy vehicle in the opposing stack"},
    {"cohesion.cavalry-charging-infantry", "Cavalry alone charging infantry in Combat mode"},
    {"cohesion.enemy-cavalry-charge", "2+ enemy cavalry steps charging, no friendly cavalry to "
                                      "countercharge"},
    {"cohesion.enemy-integrated-artillery", "The enemy has integrated artillery"},
    {"cohesion.tq6-infantry-attacking", "TQ 6 infantry attacking (defenders other than TQ 6 "
                                        "infantry)"},
    {"cohesion.two-to-one-attacker", "Odds 2:1 or more: the attacker"},
    {"cohesion.two-to-one-defender", "Odds 2:1 or more: the defender"},
    {"cohesion.below-one-to-one-attacker", "Odds below 1:1: the attacker"},
    {"cohesion.below-one-to-one-defender", "Odds below 1:1: the defender"},
    {"cohesion.stronger-side", "New cohesion rules: the stronger side"},
    {"cohesion.weaker-side", "New cohesion rules: the weaker side"},
    {"cohesion.hasty-attack", "Hasty attack: the attacker"},
    {"assault.encirclement", "Defender encircled"},
    {"assault.integrated-artillery-defending", "Integrated artillery defending"},
    {"assault.tanks-attacking", "Tanks attacking"},
    {"assault.heavy-train-attacking", "Heavy armoured train in contact, attacking"},
    {"assault.heavy-train-defending", "Heavy armoured train in contact, defending"},
    {"assault.hasty-attack", "Hasty attack"},
    {"assault.extra-loss-steps", "Extra losses when the smaller side has at least (steps)",
     Shown::Count},
    {"assault.extra-loss", "... then each side loses more (steps)", Shown::Modifier},
    {"morale.unit-took-loss", "The unit took a loss"},
    {"coordination.hasty-attack", "Hasty attack: the attacker's check"},
    {"coordination.armoured-train-tq", "An armoured train checks at", Shown::TroopQuality},
    {"retreat.hasty-attack", "Hasty attack: retreat before combat check"},
    {"retreat.into-zoc", "Retreating into enemy ZoC: TQ check"},
    {"retreat.armoured-car-tq", "Armoured car through cavalry ZoC checks at", Shown::TroopQuality},
    {"retreat.tank-tq", "Tank retreating into ZoC checks at", Shown::TroopQuality},
    {"barrage.target-march", "Target in March mode"},
    {"barrage.target-entrenched", "Target entrenched"},
    {"strength.unsupplied-divisor", "Unsupplied", Shown::Divisor},
    {"strength.march-divisor", "March mode", Shown::Divisor},
    {"strength.routed-divisor", "Routed", Shown::Divisor},
    {"strength.disorganized-divisor", "Disorganized (in the assault)", Shown::Divisor},
};

struct Group {
    std::string_view prefix;
    std::string_view title;
    std::string_view note;
};

constexpr Group groups[] = {
    {"cohesion.", "Cohesion check (d6)", "Positive is worse for the unit checking. The defender "
                                         "also takes the terrain's column."},
    {"assault.", "Assault roll (2d6)", "Positive favours the attacker; add the odds, the "
                                       "predominant TQ difference and the terrain's column."},
    {"morale.", "Assault morale check (d6)", "With the m modifier of the result."},
    {"coordination.", "Coordination check", ""},
    {"retreat.", "Retreat", ""},
    {"barrage.", "Barrage roll", ""},
    {"strength.", "Combat strength divided by", "A value divided several times is rounded once."},
};

std::string shownValue(int value, Shown shown) {
    switch (shown) {
        case Shown::Modifier: return signedNumber(value);
        case Shown::Count: return std::to_string(value);
        case Shown::Divisor: return "÷" + std::to_string(value);
        case Shown::TroopQuality: return "TQ " + std::to_string(value);
    }
    return std::to_string(value);
}

ModifierWords wordsFor(std::string_view name) {
    for (const auto& entry : modifierWords) {
        if (entry.name == name) return entry;
    }
    return {name, name};
}

Table groupTable(const rules::orel::CombatTables& combat, const Group& group) {
    Table table = sheetTable({{std::string(group.title)}, {"", Align::Centre}});
    for (const auto name : rules::orel::combatModifierNames) {
        if (!name.starts_with(group.prefix)) continue;
        const auto words = wordsFor(name);
        const auto& provisionals = combat.provisionalModifiers;
        const bool provisional = std::ranges::find(provisionals, name) != provisionals.end();
        const auto shade = provisional ? std::optional(provisionalFill) : std::nullopt;
        table.addRow(TableRow{{TableCell{std::string(words.words), FontStyle::Regular, shade},
                               TableCell{shownValue(combat.modifierNamed(name), words.shown),
                                         FontStyle::Regular, shade}}});
    }
    if (!group.note.empty()) addNote(table, std::string(group.note));
    return table;
}

}  // namespace

void writeOrelModifiers(PageFlow& flow, const OrelQrsData& data, Panel beside) {
    const auto& combat = data.tables.combat;
    const auto table = [&](std::size_t group) { return groupTable(combat, groups[group]); };
    Panel cohesion{"Combat modifiers", {table(0)}, 1.2f};
    Panel assault{"", {table(1), table(2)}, 1.1f};
    Panel others{"", {table(3), table(4), table(5), table(6)}, 1.1f};
    if (!combat.provisionalModifiers.empty() || combat.modifiersNote.provisional) {
        assault.tables.push_back(provisionalNotice(
            "Shaded values are provisional. " + combat.modifiersNote.note, data.source));
    }
    beside.share = 0.9f;
    panelRow(flow, {cohesion, assault, others, beside});
}

}  // namespace tachanka::reports
