#pragma once
// File → Print → a document: the paper, and the options the document reads (its entry in
// core::printableDocuments says which). The PDF's name is asked next, in a save dialog.

#include <cstdint>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/core/printing/print_service.hpp"
#include "app/gui/actions/form.hpp"

namespace tachanka::gui {

class PrintDialog : public FormDialog {
public:
    // `battles`: those the document may print, offered when it prints one.
    PrintDialog(wxWindow* parent, const core::PrintableDocument& document,
                const model::Campaign* campaign, reports::Paper paper,
                const std::vector<core::BattleView>& battles = {});
    // Everything but the output file and the campaign.
    core::PrintRequest request() const;

private:
    wxChoice* paper_;
    wxChoice* side_ = nullptr;
    wxChoice* system_ = nullptr;
    std::vector<std::string> systemIds_;
    wxChoice* army_ = nullptr;
    std::vector<std::string> armyIds_;
    wxChoice* turn_ = nullptr;
    wxChoice* battle_ = nullptr;
    std::vector<std::int64_t> battleIds_;
};

}  // namespace tachanka::gui
