#include "app/gui/actions/override_dialog.hpp"

#include <sstream>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

using core::OverrideType;

std::vector<std::string> targetNames() {
    std::vector<std::string> names;
    for (const auto& target : core::overrideTargets()) names.emplace_back(target.name);
    return names;
}

// "a, b, c" as the core joins a field's accepted names.
std::vector<std::string> splitNames(const std::string& joined) {
    std::vector<std::string> names;
    std::istringstream list(joined);
    for (std::string name; std::getline(list, name, ',');) {
        const auto first = name.find_first_not_of(' ');
        if (first != std::string::npos) names.push_back(name.substr(first));
    }
    return names;
}

// How a value of each type is written, as the core reads it.
std::string typeHint(const core::OverrideField& field) {
    switch (field.type) {
        case OverrideType::Text: return "any words";
        case OverrideType::OptionalText: return "any words, or empty";
        case OverrideType::Integer:
        case OverrideType::OptionalInteger:
            return "a whole number from " + std::to_string(field.minimum) + " to " +
                   std::to_string(field.maximum) +
                   (field.type == OverrideType::OptionalInteger ? ", or none" : "");
        case OverrideType::Flag: return "true or false";
        case OverrideType::Named: return "one of: " + field.names();
        case OverrideType::OptionalHex: return "a hex such as 2705, or none";
        case OverrideType::HexList: return "hexes separated by spaces";
        case OverrideType::Date: return "a date such as 1919-10-16";
        case OverrideType::OptionalDate: return "a date such as 1919-10-16, or none";
        case OverrideType::SideName: return "a side's name";
        case OverrideType::OptionalSideName: return "a side's name, or none";
        case OverrideType::Edges: return "board edges separated by spaces";
    }
    return "";
}

}  // namespace

OverrideDialog::OverrideDialog(wxWindow* parent, const model::Campaign& campaign)
    : FormDialog(parent, "GM override",
                 utf8("The game master sets a stored value by hand. It is checked before it is "
                      "written and goes on the ledger with its reason; Edit → Undo takes it "
                      "back.")),
      campaign_(campaign),
      target_(form().choice("What", targetNames())),
      name_(form().add("Which", new wxComboBox(this, wxID_ANY))),
      field_(nullptr),
      value_(nullptr),
      type_(nullptr),
      reason_(nullptr) {
    field_ = form().add("Field", new wxChoice(this, wxID_ANY));
    value_ = form().add("New value", new wxComboBox(this, wxID_ANY));
    type_ = form().add("", new wxStaticText(this, wxID_ANY, ""));
    type_->SetForegroundColour(wxColour(90, 90, 90));
    reason_ = form().text("Reason", "required: why the GM sets it");
    target_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onTarget(); });
    field_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onField(); });
    onTarget();
    finish("Set");
}

const core::OverrideTarget& OverrideDialog::target() const {
    return core::overrideTargets().at(static_cast<std::size_t>(target_->GetSelection()));
}

const core::OverrideField* OverrideDialog::field() const {
    const int selected = field_->GetSelection();
    if (selected == wxNOT_FOUND) return nullptr;
    return &target().fields.at(static_cast<std::size_t>(selected));
}

void OverrideDialog::onTarget() {
    const std::string_view target = this->target().name;
    names_.clear();
    for (const auto& side : campaign_.sides) {
        if (target == "side") names_.push_back({side.name, side.name, std::nullopt});
        for (const auto& formation : side.formations) {
            if (target == "formation") {
                names_.push_back({formation.name, formation.name, std::nullopt});
            }
            if (target != "unit") continue;
            for (const auto& unit : formation.units) {
                names_.push_back({unit.code, unit.code + " — " + unit.name + " (" + side.name + ")",
                                  side.name});
            }
        }
        if (target != "depot") continue;
        for (const auto& depot : side.depots) {
            names_.push_back({std::to_string(depot.id),
                              std::to_string(depot.id) + " — " + side.name + " depot" +
                                  (depot.hex ? " at " + depot.hex->label() : std::string()),
                              std::nullopt});
        }
    }
    if (target == "location") {
        for (const auto& location : campaign_.locations) {
            names_.push_back({location.name, location.name + " (" + location.hex.label() + ")",
                              std::nullopt});
        }
    }
    if (target == "setting") {
        for (const auto& [name, value] : campaign_.settings) {
            names_.push_back({name, name + " (now " + value + ")", std::nullopt});
        }
    }
    name_->Clear();
    for (const auto& name : names_) name_->Append(utf8(name.label));
    name_->SetValue("");
    name_->Enable(target != "campaign");
    name_->SetHint(target == "officer" ? "the officer's number (Officers page)" : "");
    if (!names_.empty()) name_->SetSelection(0);

    field_->Clear();
    for (const auto& field : this->target().fields) field_->Append(utf8(std::string(field.column)));
    field_->SetSelection(0);
    onField();
}

void OverrideDialog::onField() {
    value_->Clear();
    value_->SetValue("");
    const core::OverrideField* field = this->field();
    if (field == nullptr) return;
    std::vector<std::string> suggestions;
    if (field->type == OverrideType::Named) suggestions = splitNames(field->names());
    if (field->type == OverrideType::Flag) suggestions = {"true", "false"};
    if (field->type == OverrideType::SideName || field->type == OverrideType::OptionalSideName) {
        suggestions = sideNames(campaign_);
        if (field->type == OverrideType::OptionalSideName) suggestions.emplace_back("none");
    }
    for (const auto& suggestion : suggestions) value_->Append(utf8(suggestion));
    type_->SetLabel(utf8(typeHint(*field)));
    Layout();
}

core::OverrideRequest OverrideDialog::request() const {
    core::OverrideRequest request;
    request.target = std::string(target().name);
    if (request.target != "campaign") {
        // A suggestion stands for its value; anything else is taken as typed.
        const int chosen = name_->GetSelection();
        const std::string typed = name_->GetValue().Trim().Trim(false).utf8_string();
        const Suggestion* suggestion =
            chosen == wxNOT_FOUND ? nullptr : &names_.at(static_cast<std::size_t>(chosen));
        if (suggestion != nullptr && suggestion->label == typed) {
            request.name = suggestion->value;
            request.side = suggestion->side;
        } else if (!typed.empty()) {
            request.name = typed;
        }
    }
    if (const auto* field = this->field()) request.field = std::string(field->column);
    request.value = value_->GetValue().utf8_string();
    request.reason = enteredText(*reason_);
    return request;
}

}  // namespace tachanka::gui
