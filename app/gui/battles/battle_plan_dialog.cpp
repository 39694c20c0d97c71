#include "app/gui/battles/battle_plan_dialog.hpp"

#include <algorithm>
#include <sstream>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

bool contains(const std::vector<std::string>& codes, const std::string& code) {
    return std::find(codes.begin(), codes.end(), code) != codes.end();
}

// The artillery and trains on the map of the side to play (`own`), or of the other sides.
void listSupport(wxCheckListBox& list, std::vector<std::string>& codes,
                 const model::Campaign& campaign, bool own) {
    for (const auto& side : campaign.sides) {
        if ((side.name == campaign.activeSide) != own) continue;
        for (const model::Unit* unit : side.units()) {
            if (!core::canFireSupport(*unit)) continue;
            codes.push_back(unit->code);
            list.Append(utf8(unitLabel(*unit)));
        }
    }
}

}  // namespace

const std::vector<std::string>& shippedTerrain() {
    static const std::vector<std::string> names{"clear", "forest", "town", "orel-suburbs",
                                                "orel-centre"};
    return names;
}

std::string unitLabel(const model::Unit& unit) {
    return unit.code + " — " + unit.name + (unit.hex ? " · " + unit.hex->label() : "");
}

wxCheckListBox* checkList(wxWindow* parent, int height) {
    return new wxCheckListBox(parent, wxID_ANY, wxDefaultPosition, wxSize(360, height));
}

wxComboBox* terrainBox(wxWindow* parent) {
    auto* box = new wxComboBox(parent, wxID_ANY);
    box->Append(utf8(std::string(terrainFromMap)));
    for (const auto& name : shippedTerrain()) box->Append(utf8(name));
    box->SetValue(utf8(std::string(terrainFromMap)));
    return box;
}

std::string trimmed(const wxComboBox& box) {
    wxString text = box.GetValue();
    return text.Trim(true).Trim(false).utf8_string();
}

std::vector<std::string> tickedCodes(const wxCheckListBox& list,
                                     const std::vector<std::string>& codes) {
    std::vector<std::string> ticked;
    for (unsigned i = 0; i < list.GetCount() && i < codes.size(); ++i) {
        if (list.IsChecked(i)) ticked.push_back(codes[i]);
    }
    return ticked;
}

BattlePlanDialog::BattlePlanDialog(wxWindow* parent, const BattlePlanContext& context)
    : FormDialog(parent, "Plan a battle",
                 utf8(context.campaign.activeSide +
                      " attack (8): the enemy hex, the units next to it that attack, and what "
                      "the map does not say. Nothing is rolled until the battle is resolved.")),
      campaign_(context.campaign),
      attacks_(context.attacks),
      selected_(context.selected) {
    hex_ = form().add("Attacked hex", new wxComboBox(this, wxID_ANY));
    for (const auto& attack : attacks_) hex_->Append(utf8(attack.hex));
    hex_->SetHint("four digits: 2705");
    defenders_ = form().add("Defenders", new wxStaticText(this, wxID_ANY, ""));
    attackers_ = form().add("Attackers", checkList(this, 120));
    terrain_ = form().add("Terrain", terrainBox(this));
    river_ = form().add("River", new wxCheckBox(this, wxID_ANY, "attacked across a river hexside"));
    attack_ = form().choice("Attack", {"prepared", "hasty"});
    support_ = form().add("Support", checkList(this, 80));
    listSupport(*support_, supportCodes_, campaign_, true);
    defenderSupport_ = form().add("Defender's support", checkList(this, 80));
    listSupport(*defenderSupport_, defenderSupportCodes_, campaign_, false);
    options_ = form().text("Options", "no-assault pursuit encircled ...");

    // The attack the player picked, else the one the selected units can make, else the first.
    std::string hex = context.hex;
    for (const auto& attack : attacks_) {
        if (!hex.empty()) break;
        for (const auto& code : selected_) {
            if (contains(attack.attackers, code)) hex = attack.hex;
        }
    }
    if (hex.empty() && !attacks_.empty()) hex = attacks_.front().hex;
    hex_->SetValue(utf8(hex));
    listAttackers();
    hex_->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { listAttackers(); });
    hex_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { listAttackers(); });
    offerOverride();
    finish("Plan");
}

// The units that can attack the hex, and the selected ones besides (the core says why one
// cannot); ticked: the selected ones, or all when none of them can.
void BattlePlanDialog::listAttackers() {
    const std::string hex = trimmed(*hex_);
    std::vector<std::string> codes;
    std::string defenders = "(none known in this hex)";
    for (const auto& attack : attacks_) {
        if (attack.hex != hex) continue;
        codes = attack.attackers;
        defenders = joinedCodes(attack.defenders);
    }
    defenders_->SetLabel(utf8(defenders));
    for (const auto& code : selected_) {
        if (!contains(codes, code)) codes.push_back(code);
    }
    if (codes == attackerCodes_) return;
    attackerCodes_ = codes;
    bool anySelected = false;
    for (const auto& code : codes) anySelected = anySelected || contains(selected_, code);
    attackers_->Clear();
    for (unsigned i = 0; i < codes.size(); ++i) {
        const model::Unit* unit = campaign_.unit(codes[i]);
        attackers_->Append(utf8(unit ? unitLabel(*unit) : codes[i]));
        attackers_->Check(i, !anySelected || contains(selected_, codes[i]));
    }
}

bool BattlePlanDialog::validate() {
    request_ = {};
    request_.hex = trimmed(*hex_);
    if (request_.hex.empty()) {
        refuse("Which hex is attacked?");
        return false;
    }
    request_.attackers = tickedCodes(*attackers_, attackerCodes_);
    if (request_.attackers.empty()) {
        refuse("Tick the units that attack.");
        return false;
    }
    request_.support = tickedCodes(*support_, supportCodes_);
    request_.defenderSupport = tickedCodes(*defenderSupport_, defenderSupportCodes_);
    request_.choices.river = river_->GetValue();
    // As on the command line: a river ticked is the players' word for the whole ground.
    request_.groundFromMap = trimmed(*terrain_) == terrainFromMap && !request_.choices.river;
    request_.choices.terrain = trimmed(*terrain_) == terrainFromMap ? "clear" : trimmed(*terrain_);
    request_.choices.attack = selectedText(*attack_);
    std::istringstream words(enteredText(*options_));
    for (std::string word; words >> word;) request_.choices.options.push_back(word);
    return true;
}

}  // namespace tachanka::gui
