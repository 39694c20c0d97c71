// The odds calculator's pages: each turns its inputs into the request the CLI's `ra odds` and
// `orel` commands make, and shows what the core counts.

#include <sstream>

#include "app/core/orel_check_odds.hpp"
#include "app/core/orel_combat_service.hpp"
#include "app/core/redactions_lookups.hpp"
#include "app/gui/actions/odds_calculator_dialog.hpp"

namespace tachanka::gui {
namespace {

namespace ra = rules::redactions;

template <typename Table>
std::vector<std::string> namesIn(const Table& table) {
    std::vector<std::string> names;
    for (const auto& entry : table) names.emplace_back(entry.name);
    return names;
}

template <typename Table>
auto valueIn(const Table& table, const wxChoice& choice) {
    return table.at(static_cast<std::size_t>(std::max(choice.GetSelection(), 0))).value;
}

std::string provisionalNote(bool provisional, const std::string& chart) {
    return provisional ? "The " + chart + " is a provisional reconstruction (see READINGS.md)."
                       : "";
}

class ShootingPage : public OddsPage {
public:
    explicit ShootingPage(wxWindow* parent) : OddsPage(parent) {
        from_ = form().choice("Shooting", {"from the card", "a shooting total"});
        total_ = form().spin("Shooting total", 0, 10000, 12);
        value_ = form().spin("Value per base", 0, 100, 3);
        bases_ = form().spin("Bases firing", 1, 50, 4);
        terror_ = form().spin("Terror markers", 0, 50, 0);
        cover_ = form().choice("Target's cover", namesIn(ra::coverNames));
        indirect_ = form().choice("Indirect fire", namesIn(ra::indirectFireNames));
        longRange_ = flag("long range (beyond half range)");
        mgClose_ = flag("machine-guns at 8\" or less");
        enfiladed_ = flag("enfiladed");
        formed_ = flag("target formed cavalry or road column");
        skirmish_ = flag("target skirmishers, or partisans in cover");
        speculative_ = flag("speculative area fire");
        shift_ = form().spin("Further column shift", -20, 20, 0);
        addOdds("Shooting result (2d6)", 1,
                [this](std::string&) { return core::shotOdds(request()); });
        from_->Bind(wxEVT_CHOICE, [this](wxCommandEvent& event) {
            enableInputs();
            event.Skip();  // the page recomputes too
        });
        enableInputs();
        finish();
    }

private:
    // A total given outright leaves the card's inputs aside, and the other way round.
    void enableInputs() {
        const bool byTotal = from_->GetSelection() == 1;
        total_->Enable(byTotal);
        for (wxWindow* input : std::initializer_list<wxWindow*>{
                 value_, bases_, terror_, cover_, indirect_, longRange_, mgClose_, enfiladed_,
                 formed_, skirmish_, speculative_}) {
            input->Enable(!byTotal);
        }
    }

    core::ShotRequest request() const {
        const bool byTotal = from_->GetSelection() == 1;
        core::ShotRequest request;
        request.extraShift = shift_->GetValue();
        if (byTotal) {
            request.total = total_->GetValue();
            return request;
        }
        ra::UnitState shooters;
        shooters.bases = bases_->GetValue();
        shooters.terror = terror_->GetValue();
        auto& inputs = request.inputs;
        inputs.value = value_->GetValue();
        inputs.halfBases = ra::effectiveHalfBases(shooters);
        inputs.cover = valueIn(ra::coverNames, *cover_);
        inputs.indirect = valueIn(ra::indirectFireNames, *indirect_);
        inputs.longRange = longRange_->GetValue();
        inputs.mgClose = mgClose_->GetValue();
        inputs.enfiladed = enfiladed_->GetValue();
        inputs.formedOrColumn = formed_->GetValue();
        inputs.skirmishTarget = skirmish_->GetValue();
        inputs.speculative = speculative_->GetValue();
        return request;
    }

    wxChoice* from_;
    wxSpinCtrl* total_;
    wxSpinCtrl* value_;
    wxSpinCtrl* bases_;
    wxSpinCtrl* terror_;
    wxChoice* cover_;
    wxChoice* indirect_;
    wxCheckBox* longRange_;
    wxCheckBox* mgClose_;
    wxCheckBox* enfiladed_;
    wxCheckBox* formed_;
    wxCheckBox* skirmish_;
    wxCheckBox* speculative_;
    wxSpinCtrl* shift_;
};

class CombatPage : public OddsPage {
public:
    explicit CombatPage(wxWindow* parent) : OddsPage(parent) {
        stronger_ = form().spin("Stronger side's strength", 0, 100000, 12);
        weaker_ = form().spin("Weaker side's strength", 0, 100000, 8);
        charger_ = form().choice("Who charged", {"the stronger side", "the weaker side"});
        addOdds("Combat result (2d6)", 1,
                [this](std::string&) { return core::combatOdds(inputs()); });
        finish();
    }

private:
    ra::CombatInputs inputs() const {
        ra::CombatSide stronger;
        stronger.fightingValue = stronger_->GetValue();
        ra::CombatSide weaker;
        weaker.fightingValue = weaker_->GetValue();
        if (charger_->GetSelection() == 1) return {weaker, stronger, ra::ChargeDirection::Front};
        return {stronger, weaker, ra::ChargeDirection::Front};
    }

    wxSpinCtrl* stronger_;
    wxSpinCtrl* weaker_;
    wxChoice* charger_;
};

class MoralePage : public OddsPage {
public:
    explicit MoralePage(wxWindow* parent) : OddsPage(parent) {
        test_ = form().choice("Test", namesIn(ra::moraleTestNames));
        target_ = form().spin("Success number (card)", 0, 20, 7);
        officer_ = form().spin("Officer's morale bonus", -6, 6, 0);
        behind_ = flag("enemy behind the flank");
        earthworks_ = flag("earthworks, trench or stone building");
        night_ = flag("night or fog");
        ambushed_ = flag("ambushed while marching (fear test)");
        fromPinned_ = flag("rally from pinned (else from rout)");
        routRule_ = form().choice("Rout rule", namesIn(ra::routRuleNames));
        machineGuns_ = flag("machine-gun or mortar team");
        addOdds("Morale test (2d6)", 1,
                [this](std::string&) { return core::moraleOdds(inputs()); });
        finish();
    }

private:
    ra::MoraleInputs inputs() const {
        ra::MoraleInputs inputs;
        inputs.test = valueIn(ra::moraleTestNames, *test_);
        inputs.successNumber = target_->GetValue();
        inputs.officerBonus = core::officerMoraleBonus(officer_->GetValue(), std::nullopt);
        inputs.enemyBehindFlank = behind_->GetValue();
        inputs.earthworks = earthworks_->GetValue();
        inputs.nightOrFog = night_->GetValue();
        inputs.ambushedWhileMarching = ambushed_->GetValue();
        inputs.rallyFromRout = !fromPinned_->GetValue();
        inputs.routRule = valueIn(ra::routRuleNames, *routRule_);
        inputs.machineGunOrMortarTeam = machineGuns_->GetValue();
        inputs.unit = ra::unitTaking(inputs.test, inputs.rallyFromRout);
        return inputs;
    }

    wxChoice* test_;
    wxSpinCtrl* target_;
    wxSpinCtrl* officer_;
    wxCheckBox* behind_;
    wxCheckBox* earthworks_;
    wxCheckBox* night_;
    wxCheckBox* ambushed_;
    wxCheckBox* fromPinned_;
    wxChoice* routRule_;
    wxCheckBox* machineGuns_;
};

class OrelPage : public OddsPage {
public:
    explicit OrelPage(wxWindow* parent) : OddsPage(parent) {
        attacker_ = form().spin("Attacker's strength", 0, 999, 17);
        defender_ = form().spin("Defender's strength", 1, 999, 11);
        quality_ = form().spin("Checking unit's TQ", 1, 6, 4);
        cohesionModifier_ = form().spin("Cohesion roll modifier", -10, 10, 0);
        morale_ = flag("a morale check (else cohesion)");
        assaultModifier_ = form().spin("Assault modifiers besides the odds", -10, 10, 0);
        addOdds("Cohesion or morale check (d6, 8.7.1)", 1, [this](std::string& note) {
            const auto answer = core::cohesionOdds(cohesionModifier_->GetValue(),
                                                   quality_->GetValue(), morale_->GetValue());
            note = provisionalNote(answer.provisional, "Cohesion Table");
            return answer.odds;
        });
        addOdds("Assault roll (2d6, the odds' modifier included)", 3, [this](std::string& note) {
            const auto ratio = core::combatRatio(attacker_->GetValue(), defender_->GetValue());
            std::ostringstream line;
            line << "Odds " << ratio.ratio << ":1 give "
                 << std::showpos << ratio.assaultModifier << " to the assault roll; cohesion odds "
                 << std::noshowpos << ratio.cohesionRatio << ":1 give the attacker "
                 << std::showpos << ratio.cohesionModifierAttacker << ", the defender "
                 << ratio.cohesionModifierDefender << ".";
            const auto answer =
                core::assaultOdds(ratio.assaultModifier + assaultModifier_->GetValue());
            const std::string provisional =
                provisionalNote(answer.provisional || ratio.provisional, "Assault Results Table");
            note = line.str() + (provisional.empty() ? "" : "\n" + provisional);
            return answer.odds;
        });
        finish();
    }

private:
    wxSpinCtrl* attacker_;
    wxSpinCtrl* defender_;
    wxSpinCtrl* quality_;
    wxSpinCtrl* cohesionModifier_;
    wxCheckBox* morale_;
    wxSpinCtrl* assaultModifier_;
};

}  // namespace

OddsPage* redActionsShootingOdds(wxWindow* parent) { return new ShootingPage(parent); }
OddsPage* redActionsCombatOdds(wxWindow* parent) { return new CombatPage(parent); }
OddsPage* redActionsMoraleOdds(wxWindow* parent) { return new MoralePage(parent); }
OddsPage* orelCombatOdds(wxWindow* parent) { return new OrelPage(parent); }

}  // namespace tachanka::gui
